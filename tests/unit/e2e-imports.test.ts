import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const E2E = path.resolve(__dirname, '../e2e');

/**
 * Every journey takes `test` from tests/e2e/support/test.ts, whose automatic fixture checks the
 * French numbers of every page it renders: a spec importing Playwright's own `test` would escape.
 */
it('every e2e spec imports test and expect from support/test', () => {
  const specs = fs.readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(10);
  const escaping = specs.filter((name) => {
    const source = fs.readFileSync(path.join(E2E, name), 'utf8');
    return /from '@playwright\/test'/.test(source) || !/from '\.\/support\/test'/.test(source);
  });
  expect(escaping).toEqual([]);
});
