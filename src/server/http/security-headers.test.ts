import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';

const { client } = await createTestApp({ env: { PLATFORM_URL: 'https://chat.example.ca/app?team=1' } });

describe('the content security policy', () => {
  it("lets the overlay frame PLATFORM_URL's origin, and still runs only our own scripts and the pages' loader", async () => {
    const csp = (await client().get('/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self' https://chat.example.ca;");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
  });
});
