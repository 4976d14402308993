import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cpuMs, expectLinear, expectNeverSuperLinear } from '#tests/support/linear-time.ts';
import { answerDisplay, MARKDOWN_MAX_LENGTH } from './answer-display.ts';
import AssistantMarkdown from './components/assistant-markdown.tsx';

/** `unit` repeated to `length` characters, after `before`. */
const run =
  (unit: string, before = '') =>
  (length: number) =>
    before + unit.repeat(Math.ceil((length - before.length) / unit.length));

/** The Markdown parser's worst known shapes: deep nesting, delimiter runs, unclosed brackets. */
const markdownShapes: Record<string, (length: number) => string> = {
  'mixed emphasis markers': run('*a_'),
  'opening emphasis': run('*a'),
  'strong markers inside words': run('a**b'),
  'open brackets': run('['),
  'links opened in links': run('[a]('),
  'link destinations opened': run('[a](<'),
  'quotes in quotes': run('> ', '\n'),
  'lists in lists': run('- '),
  'numbered lists in lists': run('1. '),
  'lists in quotes in lists': run('- > 1. '),
  backticks: run('`a'),
  'angle brackets': run('<a'),
  entities: run('&#'),
  comments: run('<!--'),
  references: run('[a]: b\n[a]'),
  'trailing markers inside': run('*`', 'a '),
  'marker-only lines': run('\n-'),
};

const display = (text: string) => answerDisplay(text, true);

describe("an assistant's answer as the chat shows it", () => {
  it.each(Object.keys(markdownShapes))('is prepared in linear time on %s, up to 1 MB', async (shape) => {
    const make = markdownShapes[shape];
    if (!make) throw new Error(`no shape ${shape}`);
    await expectLinear(display, make, 100);
  });

  it('is never prepared in super-linear time on random runs of markers', async () => {
    await expectNeverSuperLinear(display, [
      '*',
      '_',
      '`',
      '[',
      '(',
      '<',
      '>',
      '-',
      '1.',
      '#',
      ' ',
      '\n',
      'a',
    ]);
  });

  it('is plain text past the length Markdown is rendered to, its markers left out', () => {
    expect(answerDisplay('**Yes**, always.', false)).toEqual({ markdown: '**Yes**, always.' });
    const long = `- **Yes**, ${'always '.repeat(MARKDOWN_MAX_LENGTH / 7)}`;
    expect(answerDisplay(long, false)).toEqual({ text: `Yes, ${'always '.repeat(MARKDOWN_MAX_LENGTH / 7)}` });
  });

  it('keeps six quotes and lists open on a line at most', () => {
    const deep = `${'> '.repeat(1000)}deep`;
    expect(answerDisplay(deep, false)).toEqual({ markdown: `${'> '.repeat(6)}deep` });
    expect(answerDisplay('- one\n  - two\n> quoted', false)).toEqual({
      markdown: '- one\n  - two\n> quoted',
    });
  });

  const normalAnswer = run(
    'Maple AI is **free** for Canadian businesses. [Learn more](https://example.com).\n\n- one\n- *two*\n\n',
  )(MARKDOWN_MAX_LENGTH).slice(0, MARKDOWN_MAX_LENGTH);

  it.each(Object.keys(markdownShapes))(
    'renders %s at the longest length rendered, within ten times a normal answer',
    async (shape) => {
      const make = markdownShapes[shape];
      if (!make) throw new Error(`no shape ${shape}`);
      const render = (text: string) => {
        const shown = display(text);
        if (!('markdown' in shown)) throw new Error('rendered as plain text');
        return renderToString(createElement(AssistantMarkdown, { content: shown.markdown }));
      };
      const hostile = make(MARKDOWN_MAX_LENGTH).slice(0, MARKDOWN_MAX_LENGTH);
      render(normalAnswer);
      const normal = await cpuMs(() => render(normalAnswer));
      expect(await cpuMs(() => render(hostile), 1)).toBeLessThan(10 * normal + 20);
    },
  );
});
