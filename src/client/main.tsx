const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

function start(root: HTMLElement): void {
  // Imported on its own as well, React's DOM renderer (most of the app's code) is evaluated as soon as it
  // has arrived, in a task before the page's code, instead of both together in one long task.
  void import('#client/app/react-dom.ts');
  // A sign-in card has a client of its own, which loads the app once a session has started.
  if (root.dataset.signIn)
    void import('#client/app/sign-in/start-sign-in.tsx').then(({ startSignIn }) => startSignIn(root));
  else void import('#client/app/start-app.tsx').then(({ startApp }) => startApp(root));
}

/**
 * Calls back once the browser reports the first contentful paint as presented, which can be a frame or
 * more after the main thread painted it. Where paint timing is missing, two animation frames stand in.
 */
function afterFirstPaint(callback: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(callback));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A prerendered page is already on screen: React and the page's code download once it has painted,
// so they never compete with the first paint, nor start before the paint that Lighthouse times as the
// largest. The app shell has nothing to show until they arrive.
if (container.hasChildNodes()) afterFirstPaint(() => start(container));
else start(container);
