import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { hoistTransitiveImports } from './scripts/hoist-transitive-imports.ts';
import { sharedChunks } from './scripts/shared-chunks.ts';
import { loadEnv } from './src/server/env.ts';
import { settingsFromEnv } from './src/server/features/settings/index.ts';
import { siteConfigOf } from './src/server/site/site-config.ts';
import { applySiteConfig } from './src/server/site/site-pages.ts';

/** In `npm run dev` Vite serves the page itself, so it fills in what the prerenderer and server would. */
function devPageConfig(): Plugin {
  return {
    name: 'dev-page-config',
    apply: 'serve',
    transformIndexHtml: (html) => {
      const env = loadEnv();
      const config = siteConfigOf(env, settingsFromEnv(env));
      return applySiteConfig(html, config)
        .replace('%%PAGE_TITLE%%', config.productName)
        .replace('%%PAGE_DESCRIPTION%%', '');
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), devPageConfig(), ...(isSsrBuild ? [] : [hoistTransitiveImports()])],
  publicDir: 'src/client/public',
  resolve: {
    alias: {
      'use-sync-external-store/shim/index.js': resolve('src/client/lib/use-sync-external-store.ts'),
    },
  },
  build: {
    outDir: 'dist/client',
    // The client entry awaits its message catalog before rendering.
    target: 'es2022',
    emptyOutDir: true,
    // One stylesheet for the whole app. Split per chunk, it was listed among every lazy chunk's
    // dependencies, and a prerendered page, whose stylesheet is inline, fetched it again.
    cssCodeSplit: false,
    // No preload links from script: each costs the main thread more than the module loader's own fetch,
    // and hoisted imports fetch a lazy chunk's graph at once instead (docs/decisions/no-preload-links.md).
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? // The server (`--ssr` alone; the prerenderer names its own entry) and the thread reading mail.
        {
          input: {
            index: 'src/server/index.ts',
            'read-mail-thread': 'src/server/features/inbound/read-mail-thread.ts',
          },
        }
      : {
          output: {
            chunkFileNames: 'assets/[hash].js',
            entryFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [{ name: sharedChunks(), includeDependenciesRecursively: false }],
            },
          },
        },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
}));
