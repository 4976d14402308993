import { type EncodedPage, encodePage } from './send-page.ts';

/**
 * Pages filled in per request with values that may change while the server runs (an admin saved the
 * settings): a page is filled and compressed on its first request and kept until the values change, so
 * serving it is a lookup.
 */
export function filledPages<Template, Values>(
  templates: ReadonlyMap<string, Template>,
  fill: (template: Template, values: Values) => string,
): (name: string, values: Values) => EncodedPage {
  let filledWith = '';
  const pages = new Map<string, EncodedPage>();
  return (name, values) => {
    const key = JSON.stringify(values);
    if (key !== filledWith) {
      pages.clear();
      filledWith = key;
    }
    const cached = pages.get(name);
    if (cached) return cached;
    const template = templates.get(name);
    if (template === undefined) throw new Error(`missing page ${name}`);
    const page = encodePage(fill(template, values));
    pages.set(name, page);
    return page;
  };
}
