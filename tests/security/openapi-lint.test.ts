import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';

const { app } = await createTestApp();

describe('/api/openapi.json', () => {
  it("passes Redocly's recommended rules, every operation declaring who may call it", async () => {
    const source = await (await app.request('http://localhost/api/openapi.json')).text();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });
});
