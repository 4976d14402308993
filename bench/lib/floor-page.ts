import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the floor page is served from: the client build's folder, which the server serves as static files. */
export const FLOOR_PATH = '/bench-floor.html';

/**
 * The fastest page that shows what the landing page's first paint shows: its heading and its button,
 * as static HTML with no script, no stylesheet and no font. Written into the build by the bench only.
 */
export function writeFloorPage(clientDir: string, heading: string, button: string): void {
  writeFileSync(
    join(clientDir, FLOOR_PATH.slice(1)),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The floor the landing page is measured against.">
<title>Floor</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main><h1>${heading}</h1><button type="button">${button}</button></main>
</body>
</html>
`,
  );
}
