import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The EU online dispute resolution (ODR) platform closed on 20 July 2025 (Regulation (EU)
 * 2024/3228 repealing Regulation (EU) No 524/2013): no page, text or e-mail links to it any more
 * (issue 39 §5; the consumer mediator is named instead, docs/decisions/consumer-mediator-and-idu.md).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['app', 'components', 'lib', 'messages', 'supabase/seed'];
const ODR =
  /ec\.europa\.eu\/consumers\/odr|webgate\.ec\.europa\.eu\/odr|plateforme (européenne )?de règlement en ligne des litiges/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(tsx?|json|md)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('no link to the closed ODR platform', () => {
  it('appears in no page, message or e-mail of the shop', () => {
    const found = SCANNED.flatMap((dir) => files(path.join(ROOT, dir))).filter((file) =>
      ODR.test(readFileSync(file, 'utf8')),
    );
    expect(found.map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('would be caught if one came back', () => {
    expect(ODR.test('https://ec.europa.eu/consumers/odr/main/?event=main.home2.show')).toBe(true);
    expect(ODR.test('la plateforme européenne de règlement en ligne des litiges')).toBe(true);
  });
});
