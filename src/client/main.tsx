const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

function start(root: HTMLElement): void {
  // Imported on its own as well, React's DOM renderer (most of the app's code) is evaluated as soon as it
  // has arrived, in a task before the page's code, instead of both together in one long task.
  void import('#client/app/react-dom.ts');
  // A sign-in card and a link page have clients of their own, which load the app once it is needed.
  if (root.dataset.signIn)
    void import('#client/app/sign-in/start-sign-in.tsx').then(({ startSignIn }) => startSignIn(root));
  else if (root.dataset.linkPage)
    void import('#client/app/link-pages/start-link-page.tsx').then(({ startLinkPage }) =>
      startLinkPage(root),
    );
  else void import('#client/app/start-app.tsx').then(({ startApp }) => startApp(root));
}

// The page's loader runs this file once a prerendered page has painted (see
// src/server/http/entry-loader.ts), so React and the page's code never compete with the first paint.
start(container);
