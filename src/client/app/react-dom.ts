// React DOM as an ES module: importing react-dom/client itself from main.tsx needs the bundler's CommonJS
// helpers there, in a file of their own that the page would fetch before its first paint.
export { createRoot, hydrateRoot } from 'react-dom/client';
