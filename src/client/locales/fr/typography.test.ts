import { describe, expect, it } from 'vitest';

const catalogs = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the French catalogs', () => {
  it.each(Object.entries(catalogs))('%s uses typographic apostrophes (’) only', (_file, text) => {
    expect(text.match(/\p{L}'\p{L}.{0,20}/gu) ?? []).toEqual([]);
  });
});
