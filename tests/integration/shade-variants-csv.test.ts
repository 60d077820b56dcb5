/**
 * The colour CSV's `variantes` column (issue 41 §1, format in lib/admin/colours/shade-csv.ts)
 * through the admin action, on the real database.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importColoursAction } from '@/lib/admin/colours/actions';
import { exportColoursCsv } from '@/lib/admin/colours/csv';
import { getColourShades } from '@/lib/colours/shade-queries';
import { getDb } from '@/lib/db/client';
import { admin, calling } from '../support/admin-caller';

const db = () => getDb();

describe('the colour CSV’s variantes column', () => {
  it('creates, replaces and removes a colour’s variants, refuses an unreadable cell, exports them', async () => {
    calling.caller = admin();
    const head = 'constructeur;code;nom;variantes';
    const stored = async () => {
      const { rows } = await db().execute<{
        name: string;
        variant_code: string | null;
        is_standard: boolean;
      }>(sql`
        select s.name, s.variant_code, s.is_standard from colour_shade_variants s
        join paint_colors c on c.id = s.colour_id
        join paint_manufacturers m on m.id = c.manufacturer_id
        where m.slug = 'renault' and c.color_code = 'ZVAR1' order by s.position`);
      return rows;
    };

    const created = await importColoursAction({
      csv: `${head}\nrenault;ZVAR1;Gris essai;standard / / 2010- / #a0a0a0 / Clio | plus claire / ZV-1 / 2014-2018 / #b0b0b0 / Captur`,
      apply: true,
    });
    if (!created.ok) throw new Error(created.error);
    expect(created.data.counts).toMatchObject({ create: 1, error: 0 });
    expect(await stored()).toEqual([
      { name: 'standard', variant_code: null, is_standard: true },
      { name: 'plus claire', variant_code: 'ZV-1', is_standard: false },
    ]);

    // The colour's admin page (and the shop's) read them « standard » first.
    const [colour] = (
      await db().execute<{ id: string }>(
        sql`select id from paint_colors where color_code = 'ZVAR1'`,
      )
    ).rows;
    expect((await getColourShades(db(), colour!.id)).map((s) => [s.name, s.isStandard])).toEqual([
      ['standard', true],
      ['plus claire', false],
    ]);

    const exported = await exportColoursCsv(db(), admin(), 'renault');
    expect(exported.split('\r\n')[0]).toMatch(/;variantes$/);
    expect(exported).toContain(
      'standard / / 2010- / #a0a0a0 / Clio | plus claire / ZV-1 / 2014-2018 / #b0b0b0 / Captur',
    );

    // Only the variants change: the line is an update of « variantes ».
    const replaced = await importColoursAction({
      csv: `${head}\nrenault;ZVAR1;Gris essai;plus jaune / ZV-2 / / #c0c0a0 /`,
      apply: true,
    });
    if (!replaced.ok) throw new Error(replaced.error);
    expect(replaced.data.lines[0]).toMatchObject({ status: 'update', changes: ['variantes'] });
    expect(await stored()).toEqual([
      { name: 'plus jaune', variant_code: 'ZV-2', is_standard: true },
    ]);

    const refused = await importColoursAction({
      csv: `${head}\nrenault;ZVAR1;Gris essai;claire / / 2020-2010 /`,
      apply: true,
    });
    if (!refused.ok) throw new Error(refused.error);
    expect(refused.data.applied).toBe(false);
    expect(refused.data.lines[0]!.errors[0]).toMatch(/^variantes : variante illisible « claire/);

    const kept = await importColoursAction({
      csv: `${head}\nrenault;ZVAR1;Gris essai;`,
      apply: true,
    });
    if (!kept.ok) throw new Error(kept.error);
    expect(kept.data.counts).toMatchObject({ unchanged: 1 });
    expect(await stored()).toHaveLength(1);

    const removed = await importColoursAction({
      csv: `${head}\nrenault;ZVAR1;Gris essai;-`,
      apply: true,
    });
    if (!removed.ok) throw new Error(removed.error);
    expect(await stored()).toEqual([]);
  });
});
