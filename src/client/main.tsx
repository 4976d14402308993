const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

function start(root: HTMLElement): void {
  void import('#client/app/start-app.tsx').then(({ startApp }) => startApp(root));
}

// A prerendered page is already on screen: React and the page's code download once it has painted,
// so they never compete with the first paint. The app shell has nothing to show until they arrive.
if (container.hasChildNodes()) requestAnimationFrame(() => requestAnimationFrame(() => start(container)));
else start(container);
