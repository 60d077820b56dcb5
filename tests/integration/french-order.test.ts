/**
 * Names a shopper reads as alphabetical are in French order (ICU collation), not byte order:
 * « Dacia » before « DS Automobiles », « Seat » before « Škoda », « Aérokolor » before
 * « Atelier Plus » (issue 14).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { listBrands } from '@/lib/catalogue/queries';
import { listManufacturers } from '@/lib/colours/manufacturers';

const before = (names: string[], a: string, b: string) => {
  expect(names).toContain(a);
  expect(names).toContain(b);
  expect(names.indexOf(a)).toBeLessThan(names.indexOf(b));
};

describe('French alphabetical order', () => {
  it('lists the car makers in French order', async () => {
    const names = (await listManufacturers(getDb(), 'auto')).map((m) => m.name);
    before(names, 'Dacia', 'DS Automobiles');
    before(names, 'Seat', 'Škoda');
    before(names, 'Škoda', 'Toyota');
  });

  it('lists the brands in French order, accents read as their letter', async () => {
    // Byte order would put « Ecran Total » first (É is not a plain E there).
    await getDb().execute(sql`insert into brands (name, slug, is_active, is_featured)
      values ('Ecran Total', 'test-ecran-total', true, false),
             ('Éclat Garage', 'test-eclat-garage', true, false)`);
    const names = (await listBrands(getDb())).filter((b) => !b.isFeatured).map((b) => b.name);
    before(names, 'Éclat Garage', 'Ecran Total');
  });
});
