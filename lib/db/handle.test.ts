import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compilePlain } from './handle';
import { products } from './schema';

const dialect = new PgDialect();

describe('compilePlain', () => {
  it("gives Drizzle's text and parameters for text, nested fragments and plain values", () => {
    const words = ['blanc', 'nacre'].map((w) => sql`(c.name ilike ${`%${w}%`})`);
    const statements = [
      sql`select 1`,
      sql`with a as (select ${sql.raw('c.id, 7 as arm')} from paint_colors c where ${sql.join(words, sql` and `)} limit 101) select ${'x'} as s, ${42} as n, ${true} as b, ${null} as z, ${10n} as g from a`,
      sql`${sql``}select ${sql.join([sql`${1}`, sql`${'two'}`], sql`, `)}`,
    ];
    for (const statement of statements) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      expect(compilePlain(statement)).toEqual({ sql: text, params });
    }
  });

  it('leaves what it does not know to Drizzle: columns, tables, inlined parameters', () => {
    expect(compilePlain(sql`select ${products.id} from ${products}`)).toBeNull();
    expect(compilePlain(sql`select ${sql.param(1)}`)).toBeNull();
    expect(compilePlain(sql`select ${sql`${'x'}`.inlineParams()}`)).toBeNull();
  });
});
