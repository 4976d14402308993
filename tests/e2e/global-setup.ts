// Builds the product if the sources changed, then serves it with a fresh data folder for the suite.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort } from '#server/db/embedded-postgres.ts';
import { buildProductIfStale } from '#tests/support/build-product.ts';
import { chromiumPath } from '#tests/support/chromium.ts';
import { startServer } from '#tests/support/server-process.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data folder: tests read its outbox as an admin would at /admin/mail. */
    dataDir: string;
    chromiumPath: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    if (process.env.E2E_REQUIRED === '1') {
      throw new Error(`E2E_REQUIRED=1 but no Chromium at ${chromiumPath} (apt-get install -y chromium)`);
    }
    console.warn(
      `\n${'!'.repeat(72)}\n  NO CHROMIUM at ${chromiumPath}: SKIPPING THE END-TO-END SUITE.\n` +
        `  Install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.\n${'!'.repeat(72)}\n`,
    );
    project.provide('chromiumPath', null);
    project.provide('baseUrl', '');
    project.provide('dataDir', '');
    return;
  }
  project.provide('chromiumPath', chromiumPath);

  buildProductIfStale();
  const port = await freePort();
  const server = await startServer({
    port,
    // Emailed links point at the address the browser uses, so their cookies are its cookies.
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Each browser page says which visitor it is (tests/e2e/browser.ts).
      TRUST_PROXY: 'true',
    },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.dispose();
}
