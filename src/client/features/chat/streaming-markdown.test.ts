import { describe, expect, it } from 'vitest';
import { completeStreamingMarkdown } from './streaming-markdown.ts';

describe('completeStreamingMarkdown', () => {
  it.each([
    ['Yes, **alw', 'Yes, **alw**'],
    ['Yes, **always**', 'Yes, **always**'],
    ['Yes, **always*', 'Yes, **always**'],
    ['Yes, **', 'Yes,'],
    ['Yes, *', 'Yes,'],
    ['an *italic **bold', 'an *italic **bold***'],
    ['run `npm i', 'run `npm i`'],
    ['run `npm i`', 'run `npm i`'],
    ['Three things:\n\n-', 'Three things:'],
    ['Three things:\n\n- **Document', 'Three things:\n\n- **Document**'],
    ['A title\n-', 'A title'],
    ['Intro\n\n##', 'Intro'],
    ['Intro\n\n## Head', 'Intro\n\n## Head'],
    ['1.', ''],
    ['```\nconst a = **b', '```\nconst a = **b'],
    ['5 * 3 is 15', '5 * 3 is 15'],
    ['**Done**.\n\nNext *one', '**Done**.\n\nNext *one*'],
  ])('shows %j as %j', (partial, shown) => {
    expect(completeStreamingMarkdown(partial)).toBe(shown);
  });
});
