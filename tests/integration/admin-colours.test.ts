import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { importColoursAction, saveColourAction } from '@/lib/admin/colours/actions';
import { colourTableState, listColoursForAdmin } from '@/lib/admin/colours/colours';
import { exportColoursCsv } from '@/lib/admin/colours/csv';
import { getDb } from '@/lib/db/client';
import { admin, calling, invalidated } from '../support/admin-caller';

const me = admin();
const rows = async <T>(query: ReturnType<typeof sql>) => (await getDb().execute(query)).rows as T[];

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

async function maker() {
  const [row] = await rows<{ id: string; slug: string }>(
    sql`select id, slug from paint_manufacturers where slug = 'renault'`,
  );
  return row!;
}

function chart(makerSlug: string, count: number, prefix: string) {
  const lines = ['constructeur;code;nom;apercu_css;effet;eau;solvant;brillant_direct'];
  for (let i = 0; i < count; i += 1)
    lines.push(
      `${makerSlug};${prefix}${String(i).padStart(4, '0')};Teinte essai ${i};#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')};${i % 3 === 0 ? 'metallise' : ''};oui;oui;non`,
    );
  return lines.join('\n');
}

describe('admin paint colours', () => {
  it('creates a colour with its live-swatch CSS; a maker keeps one colour per code', async () => {
    const { id: manufacturerId } = await maker();
    const input = {
      colorCode: 'ZZ1',
      colorName: 'Bleu Essai',
      category: 'auto',
      manufacturerId,
      cssPreview: 'linear-gradient(135deg, #123456, #abcdef)',
      specialEffect: 'nacre',
      colorCodeLegacy: '',
      availableWater: true,
      availableSolvent: false,
      availableGlossDirect: false,
      isActive: true,
    };
    const created = await saveColourAction(input);
    expect(created.ok).toBe(true);
    expect(invalidated).toEqual(expect.arrayContaining(['colours']));
    const clash = await saveColourAction({ ...input, colorCode: 'zz1', colorName: 'Autre' });
    expect(clash).toMatchObject({
      ok: false,
      fieldErrors: { colorCode: 'Ce constructeur a déjà une teinte avec ce code.' },
    });
    const unsafe = await saveColourAction({
      ...input,
      colorCode: 'ZZ2',
      cssPreview: 'red; background: url(x)',
    });
    expect(unsafe.ok ? null : unsafe.fieldErrors.cssPreview).toMatch(/^Aperçu invalide/);
  });

  it('imports a chart of 1,000 colours: dry run changes nothing, apply writes them all, re-import is unchanged', async () => {
    const { id, slug } = await maker();
    const csv = chart(slug, 1000, 'IMP');
    const dry = await importColoursAction({ csv, apply: false });
    if (!dry.ok) throw new Error(dry.error);
    expect(dry.data.counts).toEqual({ create: 1000, update: 0, unchanged: 0, error: 0 });
    expect(await rows(sql`select 1 from paint_colors where color_code like 'IMP%'`)).toHaveLength(
      0,
    );

    const started = performance.now();
    const applied = await importColoursAction({ csv, apply: true });
    const ms = performance.now() - started;
    if (!applied.ok) throw new Error(applied.error);
    expect(applied.data).toMatchObject({ applied: true, counts: { create: 1000 } });
    expect(ms).toBeLessThan(20_000);
    const [stored] = await rows<{ n: number; metallic: number }>(sql`
      select count(*)::int as n, count(*) filter (where special_effect = 'metallise')::int as metallic
      from paint_colors where manufacturer_id = ${id} and color_code like 'IMP%'`);
    expect(stored).toEqual({ n: 1000, metallic: 334 });
    expect(invalidated).toContain('colours');

    const again = await importColoursAction({
      csv: csv.replace('Teinte essai 7;', 'Teinte renommée 7;'),
      apply: false,
    });
    if (!again.ok) throw new Error(again.error);
    expect(again.data.counts).toEqual({ create: 0, update: 1, unchanged: 999, error: 0 });
    expect(again.data.lines.find((l) => l.status === 'update')?.changes).toEqual(['nom']);
    const exported = await exportColoursCsv(getDb(), me, slug);
    expect(exported).toContain(`${slug};IMP0007;Teinte essai 7;`);
  });

  it('refuses a chart with one bad line and writes none of it, with French messages per line', async () => {
    const { slug } = await maker();
    const csv = `${chart(slug, 20, 'BAD')}\n${slug};;;url(javascript:x);brillant;peut-être;oui;non\ninconnu;X1;Nom;#fff;;oui;oui;non`;
    const result = await importColoursAction({ csv, apply: true });
    if (!result.ok) throw new Error(result.error);
    expect(result.data).toMatchObject({ applied: false, counts: { create: 20, error: 2 } });
    const bad = result.data.lines.find((l) => l.line === 22)!;
    expect(bad.errors).toEqual([
      expect.stringMatching(/^code : Code couleur invalide/),
      'nom : Le nom est obligatoire.',
      expect.stringMatching(/^apercu_css : Aperçu invalide/),
      'effet : Choisissez un effet.',
      'eau : indiquez « oui » ou « non ».',
    ]);
    expect(result.data.lines.find((l) => l.line === 23)!.errors).toEqual([
      "constructeur : constructeur « inconnu » inconnu (utilisez le slug d'un constructeur existant).",
    ]);
    expect(await rows(sql`select 1 from paint_colors where color_code like 'BAD%'`)).toHaveLength(
      0,
    );
  });

  it('lists by maker in French order then code, page by page, as one sort of the whole chart would', async () => {
    const db = getDb();
    // A colour without a maker, and a maker named like another: they must land where a plain
    // `order by maker, code` puts them.
    await db.execute(sql`insert into paint_colors (color_code, color_name, category, is_active)
      values ('ZZSANS', 'Sans constructeur', 'auto', true)`);
    const [renault] = await rows<{ id: string }>(
      sql`select id from paint_manufacturers where slug = 'renault'`,
    );
    await db.execute(sql`insert into paint_manufacturers (name, slug, category, is_active)
      values ('Renault', 'renault-homonyme', 'auto', true)`);
    await db.execute(sql`insert into paint_colors (color_code, color_name, category, is_active,
        manufacturer_id)
      select 'A0HOMONYME', 'Homonyme', 'auto', false, id from paint_manufacturers
      where slug = 'renault-homonyme'`);
    try {
      expect(renault).toBeDefined();
      const makers = (await rows<{ slug: string }>(sql`select slug from paint_manufacturers`)).map(
        (m) => m.slug,
      );

      const plain = async (params: Record<string, string>) => {
        const state = colourTableState(params, makers);
        const where: ReturnType<typeof sql>[] = [sql`true`];
        if (state.filters.categorie) where.push(sql`c.category = ${state.filters.categorie}`);
        if (state.filters.statut)
          where.push(sql`c.is_active = ${state.filters.statut === 'active'}`);
        if (state.filters.constructeur) where.push(sql`m.slug = ${state.filters.constructeur}`);
        const found = await rows<{ id: string }>(sql`
          select c.id from paint_colors c left join paint_manufacturers m on m.id = c.manufacturer_id
          where ${sql.join(where, sql` and `)}
          order by m.name collate "fr-x-icu" ${state.dir === 'desc' ? sql`desc nulls first` : sql`asc nulls last`},
            c.color_code, c.id
          limit ${state.pageSize} offset ${(state.page - 1) * state.pageSize}`);
        return found.map((r) => r.id);
      };
      const listed = async (params: Record<string, string>) =>
        (await listColoursForAdmin(db, me, colourTableState(params, makers))).rows.map((r) => r.id);

      const total = (
        await rows<{ n: number }>(sql`select count(*)::int as n from paint_colors`)
      )[0]!.n;
      const last = String(Math.ceil(total / 25));
      const states: Array<Record<string, string>> = [
        {},
        { page: '2' },
        { page: last },
        { ordre: 'desc' },
        { ordre: 'desc', page: '3' },
        { categorie: 'moto' },
        { statut: 'inactive' },
        { constructeur: 'renault', page: '2' },
        { constructeur: 'renault-homonyme' },
      ];
      for (const params of states) {
        const expected = await plain(params);
        expect(expected.length, JSON.stringify(params)).toBeGreaterThan(0);
        expect(await listed(params), JSON.stringify(params)).toEqual(expected);
      }
      // The maker-less colour is on the last page in ascending order, on the first in descending.
      const [sans] = await rows<{ id: string }>(
        sql`select id from paint_colors where color_code = 'ZZSANS'`,
      );
      expect(await listed({ page: last })).toContain(sans!.id);
      expect(await listed({ ordre: 'desc' })).toContain(sans!.id);
    } finally {
      await db.execute(sql`delete from paint_colors where color_code in ('ZZSANS', 'A0HOMONYME')`);
      await db.execute(sql`delete from paint_manufacturers where slug = 'renault-homonyme'`);
    }
  });
});
