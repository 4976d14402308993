import fc from 'fast-check';
import { expect } from 'vitest';

export const MB = 1024 * 1024;

/** The CPU milliseconds `step` takes, the least of `runs`: time other processes hold the CPU does not count. */
export async function cpuMs(step: () => unknown, runs = 3): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const start = process.cpuUsage();
    await step();
    const { user, system } = process.cpuUsage(start);
    least = Math.min(least, (user + system) / 1000);
  }
  return least;
}

/** One pass over `text`'s characters, whatever they are: this machine's yardstick, now. */
export function yardstickMs(text: string): Promise<number> {
  return cpuMs(() => {
    let visible = 0;
    for (const character of text) if (character > ' ') visible++;
    return visible;
  });
}

/** Milliseconds of noise allowed on top of a bound: the CPU clock's grain and a collection now and then. */
const NOISE_MS = 20;

/**
 * Expects `step` to take CPU time in proportion to its input: on `shape(length)` at 16 KB, 64 KB,
 * 256 KB and `maxLength` (1 MB unless the route takes less), at most `perYardstick` times the
 * yardstick's time on the same text. The sizes grow by four, so a super-linear step fails at a small
 * size in seconds, before a large one would take hours.
 */
export async function expectLinear(
  step: (text: string) => unknown,
  shape: (length: number) => string,
  perYardstick: number,
  maxLength = MB,
): Promise<void> {
  const lengths = [16 * 1024, 64 * 1024, 256 * 1024].filter((length) => length < maxLength);
  await step(shape(1024)); // compiled and warm before it is timed
  for (const length of [...lengths, maxLength]) {
    const text = shape(length);
    const bound = perYardstick * (await yardstickMs(text)) + NOISE_MS;
    const spent = await cpuMs(() => step(text), 1);
    if (process.env.LINEAR_TIME_REPORT)
      console.log(`${text.length}: ${(spent / (await yardstickMs(text))).toFixed(1)} yardsticks`);
    expect(
      spent,
      `${text.length} characters: ${spent.toFixed(1)} ms of CPU, bound ${bound.toFixed(1)}`,
    ).toBeLessThan(bound);
  }
}

/**
 * Random text as runs of characters from `alphabet` ('   ', '....', '**'), the shapes that make a
 * backtracking pattern retry a run from each of its characters.
 */
export function runsOf(alphabet: string[]): fc.Arbitrary<[string, number][]> {
  return fc.array(fc.tuple(fc.constantFrom(...alphabet), fc.integer({ min: 1, max: 256 })), {
    minLength: 1,
    maxLength: 16,
  });
}

/** The runs, each `times` as long, repeated to about `length` characters. */
export function grown(runs: [string, number][], times: number, length: number): string {
  const once = runs.map(([text, count]) => text.repeat(count * times)).join('');
  return once.repeat(Math.max(1, Math.floor(length / once.length)));
}

/**
 * A fast-check property: `step` on any text made of runs from `alphabet`, at about 16 KB, then with
 * every run four times as long at about 64 KB, takes at most eight times as long (four for a linear
 * step, sixteen for a quadratic one).
 */
export async function expectNeverSuperLinear(
  step: (text: string) => unknown,
  alphabet: string[],
  numRuns = 25,
): Promise<void> {
  await step(grown([[alphabet[0] ?? 'a', 1]], 1, 1024));
  await fc.assert(
    fc.asyncProperty(runsOf(alphabet), async (runs) => {
      const small = await cpuMs(() => step(grown(runs, 1, 16 * 1024)));
      const large = await cpuMs(() => step(grown(runs, 4, 64 * 1024)));
      expect(large).toBeLessThan(8 * small + NOISE_MS);
    }),
    { numRuns },
  );
}

/**
 * How long `work` held the event loop at once: the longest a 50 ms timer waited past its time while
 * it ran, beside the longest it waited while nothing ran (what the machine's other load costs).
 */
export async function stalls(work: () => unknown): Promise<{ working: number; idle: number }> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 50);
    last = now;
  }, 50);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  try {
    await settle();
    const idle = longest;
    longest = 0;
    await work();
    await settle();
    return { working: longest, idle };
  } finally {
    clearInterval(timer);
  }
}
