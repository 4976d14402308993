/** A clock the tests move by hand: session expiry and rate-limit windows without waiting. */
export class TestClock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}
