import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily loaded dialog can take more than findBy's default second to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  localStorage.clear();
  // A language switch writes it, as it does the cookie.
  document.documentElement.lang = '';
});
