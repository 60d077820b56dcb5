import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditEntityLabel } from './audit-labels';

/** Every string literal matching `pattern` in the TypeScript sources under lib/. */
function namesIn(pattern: RegExp): string[] {
  const root = path.resolve(__dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
  );
  const names = files.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(pattern)].map((m) => m[1]!),
  );
  return [...new Set(names)].sort();
}

describe('audit labels', () => {
  it('names an admin action in French, as the owner reads it in the log', () => {
    expect(auditActionLabel('admin.orders.markPaid')).toBe('Virement marqué reçu');
    expect(auditActionLabel('admin.products.image.add')).toBe('Image de produit ajoutée');
    expect(auditEntityLabel('order')).toBe('Commande');
    // An entry written by code newer than its label still shows something.
    expect(auditActionLabel('admin.inconnu.action')).toBe('admin.inconnu.action');
  });

  it('has a label for every admin action and every audited entity in the code', () => {
    const actions = namesIn(/name: '(admin\.[a-zA-Z.]+)'/g);
    const entities = namesIn(/entity: '([a-z_]+)'/g);
    expect(actions.length).toBeGreaterThan(40);
    expect(entities.length).toBeGreaterThan(15);
    expect(actions.filter((name) => auditActionLabel(name) === name)).toEqual([]);
    expect(entities.filter((name) => auditEntityLabel(name) === name)).toEqual([]);
  });
});
