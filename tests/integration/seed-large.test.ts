/**
 * The large-catalogue generators on a small scale, in this file's throwaway database.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColours, insertLargeProducts, largeColourRows } from '../../supabase/seed/large';

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

async function count(sql: string) {
  const { rows } = await client.query<{ n: string }>(sql);
  return Number(rows[0]?.n ?? 0);
}

describe('large catalogue generators', () => {
  it('adds colours attached to their makers', async () => {
    const before = await count('select count(*) n from paint_colors');
    await insertColours(client, largeColourRows(3_000));
    expect(await count('select count(*) n from paint_colors')).toBe(before + 3_000);
    expect(await count('select count(*) n from paint_colors where manufacturer_id is null')).toBe(
      0,
    );
  });

  it('adds products with their categories, variants and pictures', async () => {
    const before = await count('select count(*) n from products');
    await client.query('begin');
    await insertLargeProducts(client, 1_000);
    await client.query('commit');
    expect(await count('select count(*) n from products')).toBe(before + 1_000);
    expect(
      await count(
        `select count(*) n from products p where not exists
           (select 1 from product_tags t where t.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) n from products p where p.has_variants and not exists
           (select 1 from product_variants v where v.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) n from products where price_ht <> round(price_ttc / 1.2)`),
    ).toBe(0);
    expect(await count(`select count(*) n from products where cardinality(image_urls) = 0`)).toBe(
      0,
    );
  });
});
