/** A clock the tests move by hand: session expiry and rate-limit windows without waiting. */
export class TestClock {
  #offsetMs = 0;
  #stoppedAt: number | undefined;

  now(): Date {
    return new Date(this.#stoppedAt ?? Date.now() + this.#offsetMs);
  }

  advance(ms: number): void {
    if (this.#stoppedAt === undefined) this.#offsetMs += ms;
    else this.#stoppedAt += ms;
  }

  /** Stops the clock at `at`, for times known to the millisecond; `advance` moves it on from there. */
  stopAt(at: Date): void {
    this.#stoppedAt = at.getTime();
  }
}
