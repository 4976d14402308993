import { createHash } from 'node:crypto';

/** The attribute of the loader's script tag that names the client's entry file. */
export const ENTRY_ATTRIBUTE = 'data-entry';

/**
 * The one inline script of every built page: it loads the client's entry once a prerendered page has
 * painted, at once when the page is the empty app shell. An entry the page names in a script tag of its
 * own is fetched and run before the first paint, and Lighthouse's simulation then counts its round trip
 * in the page's LCP (docs/decisions/entry-loads-after-first-paint.md). Where paint timing is missing, two
 * animation frames stand in. Plain JavaScript, as sent: the CSP allows it by its hash.
 */
export const ENTRY_LOADER = `const entry = document.querySelector('script[${ENTRY_ATTRIBUTE}]').getAttribute('${ENTRY_ATTRIBUTE}');
const load = () => import(entry);
if (!document.getElementById('root').hasChildNodes()) load();
else if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) requestAnimationFrame(() => requestAnimationFrame(load));
else new PerformanceObserver((list, observer) => {
  if (!list.getEntriesByName('first-contentful-paint').length) return;
  observer.disconnect();
  load();
}).observe({ type: 'paint', buffered: true });`;

/** The loader's source in a CSP's script-src. */
export const ENTRY_LOADER_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;
