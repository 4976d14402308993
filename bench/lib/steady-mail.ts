import { setTimeout as delay } from 'node:timers/promises';

/** What a steady stream of replies cost: when each went in, and what measured the site meanwhile. */
export interface SteadyMail<T> {
  sent: { text: string; sentAt: number }[];
  site: T;
}

/**
 * Sends one reply every 1000/`perSecond` ms for `seconds` through `send` (each text unique), while
 * `measure` measures the site; sends overlap when one takes longer than its turn, so the rate holds.
 */
export async function steadyMail<T>(
  perSecond: number,
  seconds: number,
  write: (text: string) => Buffer,
  send: (raw: Buffer) => Promise<void>,
  measure: () => Promise<T>,
): Promise<SteadyMail<T>> {
  const sent: { text: string; sentAt: number }[] = [];
  const sends: Promise<void>[] = [];
  const started = performance.now();
  const sending = (async () => {
    for (let n = 0; n < perSecond * seconds; n++) {
      await delay(Math.max(0, started + (n * 1000) / perSecond - performance.now()));
      const text = `Steady reply ${n} ${Date.now()}.`;
      sent.push({ text, sentAt: Date.now() });
      sends.push(send(write(text)));
    }
    await Promise.all(sends);
  })();
  const [site] = await Promise.all([measure(), sending]);
  return { sent, site };
}
