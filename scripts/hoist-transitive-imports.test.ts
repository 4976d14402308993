import { describe, expect, it } from 'vitest';
import { transitiveImports } from './hoist-transitive-imports.ts';

describe('transitiveImports', () => {
  it('lists what a chunk reaches only through its imports', () => {
    const hoisted = transitiveImports(
      new Map([
        ['page.js', ['card.js', 'react.js']],
        ['card.js', ['icons.js', 'react.js']],
        ['icons.js', ['runtime.js']],
        ['react.js', ['runtime.js']],
        ['runtime.js', []],
      ]),
    );
    expect(hoisted.get('page.js')).toEqual(['icons.js', 'runtime.js']);
    expect(hoisted.get('card.js')).toEqual(['runtime.js']);
    expect(hoisted.get('runtime.js')).toEqual([]);
  });

  it('follows chunks that import each other, and leaves out what is not a chunk', () => {
    const hoisted = transitiveImports(
      new Map([
        ['a.js', ['b.js', 'd.js']],
        ['b.js', ['a.js', 'node:module']],
        ['d.js', []],
      ]),
    );
    expect(hoisted.get('b.js')).toEqual(['d.js']);
    expect(hoisted.get('a.js')).toEqual([]);
  });
});
