import '../support/admin-caller';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { calling, customer, VISITOR } from '../support/admin-caller';

/**
 * Every admin action, found in the sources (any `export const x = adminAction(` of the repo),
 * called by a visitor and by a signed-in customer who is not an administrator: each is refused
 * before it parses its input or touches the database. A new admin action is in this list the
 * moment it is written; none can forget the check.
 */
const ROOT = path.resolve(__dirname, '../..');
const SKIP = new Set([
  'node_modules',
  '.next',
  '.git',
  'tests',
  'bench',
  'coverage',
  'playwright-report',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

type Found = { file: string; name: string };

function adminActions(): Found[] {
  const found: Found[] = [];
  for (const file of ['app', 'lib', 'components'].flatMap((dir) =>
    sourceFiles(path.join(ROOT, dir)),
  )) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith(path.join('lib', 'actions', 'client.ts'))) continue;
    for (const match of text.matchAll(/export const (\w+) = adminAction\(/g))
      found.push({ file: path.relative(ROOT, file), name: match[1]! });
    // An admin action must be exported where this test finds it, never built elsewhere.
    const uses = text.match(/adminAction\(/g)?.length ?? 0;
    const exported = [...text.matchAll(/export const \w+ = adminAction\(/g)].length;
    expect(uses, `${file}: adminAction( not in an "export const x = adminAction(" form`).toBe(
      exported,
    );
  }
  return found;
}

const ACTIONS = adminActions();

async function auditCount() {
  const rows = await getDb().execute<{ n: number }>(
    sql`select count(*)::int as n from admin_audit_log`,
  );
  return rows.rows[0]!.n;
}

describe('every admin action refuses visitors and customers', () => {
  let before = 0;
  beforeAll(async () => {
    before = await auditCount();
  });

  it('finds the admin actions of the sources', () => {
    const names = ACTIONS.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['saveBrandAction', 'deleteCategoryAction']));
  });

  for (const { file, name } of ACTIONS) {
    it(`${name} (${file})`, async () => {
      const mod = (await import(path.join(ROOT, file))) as Record<
        string,
        (input: unknown) => Promise<{ ok: boolean; code?: string; error?: string }>
      >;
      const action = mod[name]!;
      // Inputs a real form would send, and garbage: neither matters before the caller is known.
      for (const input of [{}, { id: '00000000-0000-4000-8000-000000000000', name: 'X' }, null]) {
        calling.caller = VISITOR;
        const asVisitor = await action(input);
        expect(asVisitor).toMatchObject({ ok: false, code: 'unauthenticated' });
        expect(asVisitor.error).toBe('Veuillez vous connecter pour continuer.');
        calling.caller = customer();
        const asCustomer = await action(input);
        expect(asCustomer).toMatchObject({ ok: false, code: 'forbidden' });
        expect(asCustomer.error).toBe(
          'Accès refusé : cette action est réservée aux administrateurs.',
        );
      }
    });
  }

  it('wrote nothing', async () => {
    expect(await auditCount()).toBe(before);
  });
});
