import '../support/admin-caller';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listAudit } from '@/lib/admin/audit';
import {
  deleteManufacturerAction,
  saveManufacturerAction,
  savePaintConfigAction,
  savePaintDocumentAction,
} from '@/lib/admin/paint/actions';
import { getPaintConfigs, getPaintDocuments } from '@/lib/colours/paint-queries';
import { priceFor } from '@/lib/colours/pricing';
import { getDb } from '@/lib/db/client';
import type { PaintConfigInput } from '@/lib/validation/admin-paint';
import { admin, calling, invalidated } from '../support/admin-caller';
import { downloadHref } from '@/lib/storage/download';

const dataDir = vi.hoisted(async () => {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const dir = await mkdtemp(`${tmpdir()}/nuancier-paint-docs-`);
  process.env.DATA_DIR = dir;
  return dir;
});

const me = admin();
const db = () => getDb();

async function one<T>(query: ReturnType<typeof sql>) {
  return (await db().execute(query)).rows[0] as T;
}

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

const maker = {
  name: 'Constructeur Essai',
  slug: '',
  category: 'auto' as const,
  codeLocation: 'Montant de porte',
  isActive: true,
};

describe('admin paint manufacturers', () => {
  it('creates a maker with a slug from its name, audited, and invalidates the colour catalogue', async () => {
    const result = await saveManufacturerAction(maker);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      await one(sql`select name, slug, category, code_location, is_active
        from paint_manufacturers where id = ${result.data.id}`),
    ).toEqual({
      name: 'Constructeur Essai',
      slug: 'constructeur-essai',
      category: 'auto',
      code_location: 'Montant de porte',
      is_active: true,
    });
    expect(invalidated).toEqual(expect.arrayContaining(['paint-manufacturers', 'colours']));
    const [entry] = await listAudit(db(), me, {
      entity: 'paint_manufacturer',
      entityId: result.data.id,
    });
    expect(entry).toMatchObject({
      actorId: me.userId,
      action: 'admin.paintManufacturers.save',
      before: null,
    });
    expect(entry?.after).toMatchObject({ slug: 'constructeur-essai' });

    const edited = await saveManufacturerAction({
      ...maker,
      id: result.data.id,
      name: 'Constructeur Renommé',
      slug: 'constructeur-renomme',
      isActive: false,
    });
    expect(edited.ok).toBe(true);
    const [update] = await listAudit(db(), me, {
      entity: 'paint_manufacturer',
      entityId: result.data.id,
    });
    expect(update?.before).toMatchObject({ slug: 'constructeur-essai', isActive: true });
    expect(update?.after).toMatchObject({ slug: 'constructeur-renomme', isActive: false });
  });

  it('keeps slugs unique and URL-safe, with French messages on the field', async () => {
    const taken = await saveManufacturerAction({ ...maker, name: 'Autre', slug: 'renault' });
    expect(taken).toMatchObject({
      ok: false,
      code: 'refused',
      fieldErrors: { slug: 'Ce slug est déjà utilisé : choisissez-en un autre.' },
    });
    const bad = await saveManufacturerAction({ ...maker, slug: 'Pas Bon!' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.fieldErrors.slug).toMatch(/^Le slug ne peut contenir que des lettres minuscules/);
    const badCategory = await saveManufacturerAction({ ...maker, category: 'bateau' as 'auto' });
    expect(badCategory.ok).toBe(false);
    if (badCategory.ok) return;
    expect(badCategory.fieldErrors.category).toBe('Choisissez une catégorie de véhicule.');
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from paint_manufacturers where name = 'Autre'`,
    );
    expect(n).toBe(0);
  });

  it('refuses to delete a maker that has colours, in French; deletes an unused one, audited', async () => {
    const used = await one<{ id: string; n: number }>(sql`
      select m.id, count(c.id)::int as n from paint_manufacturers m
      join paint_colors c on c.manufacturer_id = m.id where m.slug = 'renault' group by m.id`);
    expect(used.n).toBeGreaterThan(0);
    const refused = await deleteManufacturerAction({ id: used.id });
    expect(refused).toMatchObject({ ok: false, code: 'refused' });
    if (refused.ok) return;
    expect(refused.error).toMatch(
      /^Ce constructeur a \d[\d\u202f ]* teintes : supprimez ou déplacez/,
    );
    expect(
      await one(sql`select count(*)::int as n from paint_manufacturers where id = ${used.id}`),
    ).toEqual({ n: 1 });
    expect(invalidated).toEqual([]);

    const created = await saveManufacturerAction({ ...maker, name: 'Sans Teinte' });
    if (!created.ok) throw new Error(created.error);
    const deleted = await deleteManufacturerAction({ id: created.data.id });
    expect(deleted.ok).toBe(true);
    expect(
      await one(
        sql`select count(*)::int as n from paint_manufacturers where id = ${created.data.id}`,
      ),
    ).toEqual({ n: 0 });
    const [entry] = await listAudit(db(), me, {
      entity: 'paint_manufacturer',
      entityId: created.data.id,
    });
    expect(entry).toMatchObject({ action: 'admin.paintManufacturers.delete', after: null });
  });
});

async function potConfig() {
  return one<{ id: string }>(
    sql`select id from paint_product_configs where product_key = 'peinture-pot'`,
  );
}

function potInput(id: string, prices: PaintConfigInput['prices']): PaintConfigInput {
  return {
    id,
    title: 'Peinture en pot',
    description: 'Pot prêt à diluer',
    paintTypes: ['water', 'solvent'],
    volumes: ['0.5 L', '1 L'],
    hasVolumeFilter: true,
    isActive: true,
    prices,
  };
}

describe('admin paint product configurations', () => {
  it('refuses malformed grid cells one by one, in French, and changes nothing', async () => {
    const { id } = await potConfig();
    const before = await one(sql`select pricing from paint_product_configs where id = ${id}`);
    const result = await savePaintConfigAction(
      potInput(id, [
        { volume: '0.5 L', paintType: 'water', ttc: '29,90' },
        { volume: '0.5 L', paintType: 'solvent', ttc: 'abc' },
        { volume: '1 L', paintType: 'water', ttc: '12,505' },
        { volume: '1 L', paintType: 'solvent', ttc: '' },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      'prices.1.ttc':
        'Prix invalide pour 0.5 L × Solvantée : « abc ». Saisissez un montant en euros, par exemple « 12,50 ».',
      'prices.2.ttc':
        "Prix invalide pour 1 L × Hydro (à l'eau) : « 12,505 ». Saisissez un montant en euros, par exemple « 12,50 ».",
    });
    expect(await one(sql`select pricing from paint_product_configs where id = ${id}`)).toEqual(
      before,
    );
    const noVolume = await savePaintConfigAction({ ...potInput(id, []), volumes: [] });
    expect(noVolume.ok).toBe(false);
    if (noVolume.ok) return;
    expect(noVolume.fieldErrors.volumes).toBe('Indiquez au moins un volume.');
  });

  it('saves the grid as the colour page reads it (TTC typed, HT computed), audited and invalidated', async () => {
    const { id } = await potConfig();
    const result = await savePaintConfigAction(
      potInput(id, [
        { volume: '0.5 L', paintType: 'water', ttc: '31,50' },
        { volume: '0.5 L', paintType: 'solvent', ttc: '28' },
        { volume: '1 L', paintType: 'water', ttc: '1 046,40 €' },
        // An empty cell: that combination cannot be ordered.
        { volume: '1 L', paintType: 'solvent', ttc: '' },
        // A cell of a paint type the configuration no longer offers is dropped.
        { volume: '1 L', paintType: 'gloss_direct_2k', ttc: '50' },
      ]),
    );
    expect(result).toMatchObject({ ok: true, data: { id, productKey: 'peinture-pot' } });
    expect(invalidated).toEqual(expect.arrayContaining(['paint-product-configs']));
    const config = (await getPaintConfigs(db()))['peinture-pot']!;
    expect(config.volumes).toEqual(['0.5 L', '1 L']);
    expect(config.paintTypes.map((p) => p.value)).toEqual(['water', 'solvent']);
    expect(priceFor(config, '0.5 L', 'water')).toEqual({ ttcCents: 3150, htCents: 2625 });
    expect(priceFor(config, '0.5 L', 'solvent').ttcCents).toBe(2800);
    expect(priceFor(config, '1 L', 'water')).toEqual({ ttcCents: 104640, htCents: 87200 });
    expect(priceFor(config, '1 L', 'solvent').ttcCents).toBe(0);
    expect(priceFor(config, '1 L', 'gloss_direct_2k').ttcCents).toBe(0);
    const [entry] = await listAudit(db(), me, { entity: 'paint_product_config', entityId: id });
    expect(entry).toMatchObject({ action: 'admin.paintProducts.save' });
    expect(entry?.before).toMatchObject({ productKey: 'peinture-pot' });
    expect(entry?.after).toMatchObject({
      pricing: { '0.5 L': { water: { price_ttc: 31.5, price_ht: 26.25 } } },
    });
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function documentForm(paintType: string, files: { technical?: Buffer; safety?: Buffer }) {
  const data = new FormData();
  data.set('paintType', paintType);
  data.set('isActive', 'on');
  for (const [kind, bytes] of Object.entries(files))
    data.set(
      kind,
      new File([new Uint8Array(bytes)], `Fiche ${kind} été.pdf`, { type: 'application/pdf' }),
    );
  return data;
}

async function documentRow(paintType: string) {
  return one<
    | {
        id: string;
        technical_sheet_url: string | null;
        safety_sheet_url: string | null;
        safety_sheet_filename: string | null;
        n: number;
      }
    | undefined
  >(sql`select id, technical_sheet_url, safety_sheet_url, safety_sheet_filename,
      (select count(*)::int from paint_type_documents where paint_type = ${paintType}) as n
    from paint_type_documents where paint_type = ${paintType}`);
}

describe('admin paint documents', () => {
  it('updates the row of a paint type that has one: the new sheet replaces the old, the other stays', async () => {
    const before = (await documentRow('water'))!;
    expect(before.n).toBe(1);
    const result = await savePaintDocumentAction(documentForm('water', { safety: PDF }));
    expect(result).toMatchObject({ ok: true, data: { id: before.id, inserted: false } });
    const after = (await documentRow('water'))!;
    expect(after.n).toBe(1);
    expect(after.id).toBe(before.id);
    expect(after.technical_sheet_url).toBe(before.technical_sheet_url);
    expect(after.safety_sheet_url).toMatch(/^\/api\/uploads\/documents\/[0-9a-f-]+\.pdf$/);
    expect(after.safety_sheet_filename).toBe('Fiche-safety-ete.pdf');
    const stored = path.join(
      await dataDir,
      'uploads',
      'documents',
      after.safety_sheet_url!.split('/').pop()!,
    );
    expect(existsSync(stored)).toBe(true);
    // The shopper's link saves it under its uploaded name, not the stored random one.
    const { GET } = await import('@/app/api/uploads/[bucket]/[name]/route');
    const href = downloadHref(after.safety_sheet_url!, after.safety_sheet_filename);
    const served = await GET(new Request(`http://x${href}`), {
      params: Promise.resolve({ bucket: 'documents', name: path.basename(stored) }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe(
      'attachment; filename="Fiche-safety-ete.pdf"',
    );
    expect(invalidated).toEqual(['paint-type-documents']);
    const shown = (await getPaintDocuments(db())).find((d) => d.paintType === 'water');
    expect(shown?.safetySheetUrl).toBe(after.safety_sheet_url);
    const [entry] = await listAudit(db(), me, {
      entity: 'paint_type_document',
      entityId: before.id,
    });
    expect(entry).toMatchObject({ action: 'admin.paintProducts.document' });
    expect(entry?.before).toMatchObject({ safetySheetUrl: before.safety_sheet_url });
    expect(entry?.after).toMatchObject({ safetySheetUrl: after.safety_sheet_url });
  });

  it('inserts a row for a paint type that has none', async () => {
    expect(await documentRow('gloss_direct_2k')).toBeUndefined();
    const result = await savePaintDocumentAction(
      documentForm('gloss_direct_2k', { technical: PDF, safety: PDF }),
    );
    expect(result).toMatchObject({ ok: true, data: { inserted: true } });
    const row = (await documentRow('gloss_direct_2k'))!;
    expect(row.n).toBe(1);
    expect(row.technical_sheet_url).toMatch(/^\/api\/uploads\/documents\/.+\.pdf$/);
    const [entry] = await listAudit(db(), me, { entity: 'paint_type_document', entityId: row.id });
    expect(entry).toMatchObject({ before: null });
  });

  it('refuses a file that is not a PDF, in French, and changes nothing', async () => {
    const before = await documentRow('solvent');
    const result = await savePaintDocumentAction(
      documentForm('solvent', { safety: Buffer.from('<html>pas un pdf</html>') }),
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'refused',
      error: 'Seuls les fichiers PDF sont acceptés pour les fiches techniques et de sécurité.',
      fieldErrors: {
        safety: 'Seuls les fichiers PDF sont acceptés pour les fiches techniques et de sécurité.',
      },
    });
    expect(await documentRow('solvent')).toEqual(before);
    expect(invalidated).toEqual([]);
    const unknown = await savePaintDocumentAction(
      documentForm('peinture-magique', { safety: PDF }),
    );
    expect(unknown.ok).toBe(false);
    if (unknown.ok) return;
    expect(unknown.fieldErrors.paintType).toBe('Type de peinture inconnu.');
  });
});
