/**
 * `npm run db:backup` then `db:restore` on a fresh database and data folder: the rows, the
 * sequences, the uploads and the mail inbox come back as they were at the backup, whatever
 * changed after it; a new order after the restore takes the next number.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backupTo, restoreFrom } from '@/lib/backup/backup';
import { createDb, createPool, getDb } from '@/lib/db/client';
import { databaseUrl } from '@/lib/env';
import { testCustomer, testOrder } from '../support/card-orders';

const db = getDb();
const work = await mkdtemp(path.join(os.tmpdir(), 'nuancier-backup-test-'));
const restoredName = `${new URL(databaseUrl()).pathname.slice(1)}_restored`;
const adminUrl = inject('adminDatabaseUrl');
const restoredUrl = adminUrl.replace(/\/postgres$/, `/${restoredName}`);

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const restoredPool = createPool(restoredUrl, 2);
afterAll(async () => {
  await restoredPool.end();
  await admin(`drop database if exists "${restoredName}" with (force)`);
  await rm(work, { recursive: true, force: true });
});

async function counts(handle: ReturnType<typeof createDb>) {
  const { rows } = await handle.execute<{ orders: number; users: number; products: number }>(sql`
    select (select count(*)::int from orders) as orders, (select count(*)::int from users) as users,
           (select count(*)::int from products) as products`);
  return rows[0]!;
}

async function orderRows(handle: ReturnType<typeof createDb>) {
  const { rows } = await handle.execute<{
    order_number: string;
    total_cents: number;
    email: string;
  }>(sql`select order_number, total_cents, email from orders order by order_number`);
  return rows;
}

describe('backup and restore', () => {
  it('restores the database, sequences, uploads and inbox as they were at the backup', async () => {
    const dataDir = path.join(work, 'data');
    await mkdir(path.join(dataDir, 'uploads', 'products'), { recursive: true });
    await mkdir(path.join(dataDir, 'mail'), { recursive: true });
    await writeFile(
      path.join(dataDir, 'uploads', 'products', 'avant.webp'),
      Buffer.from([1, 2, 3]),
    );
    await writeFile(path.join(dataDir, 'mail', 'inbox.json'), '[{"id":"avant"}]');
    const userId = await testCustomer(db, 'sauvegarde');
    const kept = await testOrder(db, { userId, method: 'card', totalCents: 4_321 });

    const before = { counts: await counts(db), orders: await orderRows(db) };
    const file = path.join(work, 'nuancier.tar.gz');
    const manifest = await backupTo(file, { databaseUrl: databaseUrl(), dataDir });
    expect(manifest.tables.orders).toBe(before.counts.orders);
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    expect(manifest.files).toBe(2);

    // Life goes on after the backup: an order placed, one removed, an upload added.
    const after = await testOrder(db, { userId, method: 'transfer', totalCents: 999 });
    await db.execute(sql`delete from orders where id = ${kept.id}::uuid`);
    await writeFile(path.join(dataDir, 'uploads', 'products', 'apres.webp'), Buffer.from([9]));

    await admin(`create database "${restoredName}"`);
    const freshData = path.join(work, 'fresh');
    await restoreFrom(file, { databaseUrl: restoredUrl, dataDir: freshData });
    const restored = createDb(restoredPool);
    expect(await counts(restored)).toEqual(before.counts);
    expect(await orderRows(restored)).toEqual(before.orders);
    // Every table holds the rows the manifest counted.
    for (const [table, n] of Object.entries(manifest.tables)) {
      const { rows } = await restored.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      expect(rows[0]!.n, table).toBe(n);
    }
    // The trigger-kept order counts came back as read, not counted twice.
    const { rows: kept2 } = await restored.execute<{ n: number }>(
      sql`select coalesce(sum(n), 0)::int as n from order_counts`,
    );
    expect(kept2[0]!.n).toBe(before.counts.orders);

    // The sequence resumes after the backup's last number: the next order takes the number
    // the original database gave to the order placed after the backup.
    const next = await testOrder(restored, {
      userId: await testCustomer(restored, 'apres-restauration'),
      method: 'card',
    });
    expect(next.orderNumber).toBe(after.orderNumber);

    expect(await readFile(path.join(freshData, 'uploads', 'products', 'avant.webp'))).toEqual(
      Buffer.from([1, 2, 3]),
    );
    await expect(
      readFile(path.join(freshData, 'uploads', 'products', 'apres.webp')),
    ).rejects.toThrow();
    expect(await readFile(path.join(freshData, 'mail', 'inbox.json'), 'utf8')).toBe(
      '[{"id":"avant"}]',
    );
  });

  it('refuses to restore into a database that is not empty', async () => {
    await expect(
      restoreFrom(path.join(work, 'nuancier.tar.gz'), {
        databaseUrl: restoredUrl,
        dataDir: path.join(work, 'other'),
      }),
    ).rejects.toThrow('La base de destination n’est pas vide.');
  });
});
