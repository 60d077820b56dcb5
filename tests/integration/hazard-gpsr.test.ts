import '../support/admin-caller';
import { sql, type SQL } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveBrandAction } from '@/lib/admin/catalogue/actions';
import { savePaintHazardAction } from '@/lib/admin/paint/actions';
import { saveProductAction } from '@/lib/admin/products/actions';
import { EMPTY_PRODUCT } from '@/lib/admin/products/form-values';
import { getProductBySlug } from '@/lib/catalogue/queries';
import { getDb } from '@/lib/db/client';
import { forbiddenClaims } from '@/lib/hazard/claims';
import { hazardLabelOf, isClassified } from '@/lib/hazard/codes';
import { listPaintHazards } from '@/lib/hazard/queries';
import type { ProductInput } from '@/lib/validation/admin-products';
import adminMessages from '@/messages/admin.fr.json';
import { admin, calling, invalidated } from '../support/admin-caller';

const M = adminMessages.admin.hazard.validation;
const db = getDb;
const rows = async <T>(query: SQL) => (await getDb().execute(query)).rows as T[];

beforeEach(() => {
  calling.caller = admin();
  invalidated.length = 0;
});

const AEROSOL = {
  hazardPictograms: ['GHS02' as const, 'GHS07' as const],
  hazardSignalWord: 'danger' as const,
  hazardStatements: 'H222, H229, H319, H336',
};

async function saveProduct(input: Partial<ProductInput>) {
  return saveProductAction({ ...EMPTY_PRODUCT, priceTtc: '12,90', ...input });
}

const variant = (name: string, extra: Partial<ProductInput['variants'][number]> = {}) => ({
  variantName: name,
  volumeLiters: '',
  referenceCode: '',
  priceTtc: '9,90',
  stockQuantity: '4',
  isDefault: false,
  isActive: true,
  ...extra,
});

describe('demo data (issue 39 §2 and §3)', () => {
  it('labels an aerosol as CLP wants it and names its maker on the page data', async () => {
    const product = await getProductBySlug(db(), 'appret-garnissant-gris-en-aerosol-400-ml');
    expect(product?.hazard).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: 'danger',
      statements: ['H222', 'H229', 'H319', 'H336'],
    });
    expect(product?.manufacturer).toEqual({
      maker: {
        name: 'Aérokolor Industries SAS',
        address: 'ZI des Bruyères, 8 rue Gay-Lussac, 95100 Argenteuil, France',
        email: 'fds@aerokolor.fr',
      },
      responsible: null,
    });
    expect(product?.safetyWarnings).toMatch(/^Récipient sous pression/);
  });

  it('gives every brand a complete maker, and an EU responsible person to those outside the EU', async () => {
    const brands = await rows<{
      slug: string;
      manufacturer_name: string | null;
      manufacturer_address: string | null;
      manufacturer_email: string | null;
      outside_eu: boolean;
      eu_responsible_email: string | null;
    }>(sql`select * from brands`);
    expect(brands.length).toBeGreaterThan(10);
    for (const b of brands) {
      expect(b.manufacturer_name && b.manufacturer_address, b.slug).toBeTruthy();
      expect(b.manufacturer_email, b.slug).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      if (b.outside_eu) expect(b.eu_responsible_email, b.slug).toMatch(/@/);
    }
    expect(
      brands
        .filter((b) => b.outside_eu)
        .map((b) => b.slug)
        .sort(),
    ).toEqual(['outimax', 'voltaris']);
  });

  it('classifies thinners, hardeners, fillers, varnishes and every aerosol, with no « non toxique » or « écologique » claim', async () => {
    const products = await rows<{
      name: string;
      short_description: string | null;
      description: string | null;
      hazard_pictograms: string[];
      hazard_signal_word: string | null;
      hazard_statements: string[];
      packaging_type: string | null;
      variants: string[];
    }>(sql`select p.*, coalesce((select array_agg(v.variant_name) from product_variants v
      where v.product_id = p.id), '{}') as variants from products p`);
    const classified = products.filter((p) =>
      isClassified(
        hazardLabelOf({
          hazardPictograms: p.hazard_pictograms,
          hazardSignalWord: p.hazard_signal_word,
          hazardStatements: p.hazard_statements,
        }),
      ),
    );
    expect(classified.length).toBeGreaterThan(25);
    expect(
      products.filter((p) => p.packaging_type === 'bombe').every((p) => classified.includes(p)),
    ).toBe(true);
    for (const name of ['Diluant 2K standard', 'Durcisseur normal HN pour brillant direct'])
      expect(classified.map((p) => p.name)).toContain(name);
    const claims = classified.flatMap((p) =>
      [p.name, p.short_description ?? '', p.description ?? '', ...p.variants]
        .flatMap(forbiddenClaims)
        .map((claim) => `${p.name} : ${claim}`),
    );
    expect(claims).toEqual([]);
  });

  it('labels the colour paint by paint type, aerosol included; water-based paint is not classified', async () => {
    const hazards = await listPaintHazards(db());
    expect(hazards.aerosol?.label.statements).toEqual(['H222', 'H229', 'H319', 'H336']);
    expect(hazards.solvent?.label).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: 'warning',
      statements: ['H226', 'H336', 'H412'],
    });
    expect(hazards.gloss_direct_2k?.label.statements).toContain('EUH204');
    expect(isClassified(hazards.water!.label)).toBe(false);
  });
});

describe('admin product form: CLP label', () => {
  it('saves the product label and a variant label that overrides it; pages read them', async () => {
    const result = await saveProduct({
      name: 'Vernis essai CLP',
      ...AEROSOL,
      hazardStatements: 'h336, H222 H229;H319',
      safetyWarnings: 'Ne pas percer.',
      variants: [
        variant('Pot 1 L', {
          isDefault: true,
          hazardOverride: true,
          hazardPictograms: ['GHS02'],
          hazardSignalWord: 'warning',
          hazardStatements: 'H226',
        }),
        variant('Aérosol 400 ml', { hazardPictograms: ['GHS09'], hazardStatements: 'H410' }),
      ],
    });
    if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`);
    expect(invalidated).toContain('product:vernis-essai-clp');
    const product = await getProductBySlug(db(), 'vernis-essai-clp');
    expect(product?.hazard).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: 'danger',
      statements: ['H222', 'H229', 'H319', 'H336'],
    });
    expect(product?.safetyWarnings).toBe('Ne pas percer.');
    const [pot, aerosol] = product!.variants;
    expect(pot?.hazard).toEqual({
      pictograms: ['GHS02'],
      signalWord: 'warning',
      statements: ['H226'],
    });
    // Without its own label, what was typed for the variant is not kept: the product's applies.
    expect(aerosol?.hazard).toEqual(product?.hazard);
    const [stored] = await rows<{ hazard_statements: string[] }>(
      sql`select hazard_statements from product_variants where variant_name = 'Aérosol 400 ml'
        and product_id = ${product!.id}`,
    );
    expect(stored?.hazard_statements).toEqual([]);
  });

  it('refuses an unknown code and an unknown pictogram with French messages', async () => {
    const result = await saveProduct({
      name: 'Diluant essai codes',
      hazardStatements: 'H222, H999',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors?.hazardStatements).toBe(M.codeUnknown);
    const pictogram = await saveProduct({
      name: 'Diluant essai pictos',
      hazardPictograms: ['GHS10' as 'GHS01'],
    });
    expect(pictogram.ok).toBe(false);
    if (!pictogram.ok) expect(JSON.stringify(pictogram.fieldErrors)).toContain(M.pictogramInvalid);
  });

  it('refuses « non toxique » or « écologique » on a classified product, not on one that is not', async () => {
    const refused = await saveProduct({
      name: 'Diluant écologique essai',
      description: 'Un diluant non-toxique pour la carrosserie.',
      ...AEROSOL,
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.fieldErrors?.name).toBe(M.claim);
    expect(refused.fieldErrors?.description).toBe(M.claim);
    expect(M.claim).toContain('« non toxique »');
    expect(await rows(sql`select 1 from products where name = 'Diluant écologique essai'`)).toEqual(
      [],
    );

    // A classified variant makes the whole page classified.
    const variantRefused = await saveProduct({
      name: 'Éponge écologique essai',
      variants: [variant('Aérosol', { isDefault: true, hazardOverride: true, ...AEROSOL })],
    });
    expect(variantRefused.ok).toBe(false);

    const accepted = await saveProduct({ name: 'Éponge écologique essai' });
    expect(accepted.ok).toBe(true);
  });
});

describe('admin brand form: GPSR maker', () => {
  it('saves the maker and the EU responsible person; the product pages read them', async () => {
    const [brand] = await rows<{ id: string; slug: string; name: string }>(
      sql`select id, slug, name from brands where slug = 'outimax'`,
    );
    const result = await saveBrandAction({
      id: brand!.id,
      name: brand!.name,
      slug: brand!.slug,
      description: '',
      isFeatured: false,
      isActive: true,
      manufacturerName: 'Outimax Tools Co., Ltd.',
      manufacturerAddress: 'No. 1 Test Road, Taipei, Taïwan',
      manufacturerEmail: 'safety@outimax.example',
      outsideEu: true,
      euResponsibleName: 'Outimax Europe SAS',
      euResponsibleAddress: '1 rue du Test, 67000 Strasbourg, France',
      euResponsibleEmail: 'eu@outimax.example',
    });
    if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`);
    expect(invalidated).toContain('products');
    const [slug] = await rows<{ slug: string }>(
      sql`select p.slug from products p where p.brand_id = ${brand!.id} and p.is_active and p.visible_in_frontend limit 1`,
    );
    const product = await getProductBySlug(db(), slug!.slug);
    expect(product?.manufacturer).toEqual({
      maker: {
        name: 'Outimax Tools Co., Ltd.',
        address: 'No. 1 Test Road, Taipei, Taïwan',
        email: 'safety@outimax.example',
      },
      responsible: {
        name: 'Outimax Europe SAS',
        address: '1 rue du Test, 67000 Strasbourg, France',
        email: 'eu@outimax.example',
      },
    });
  });

  it('refuses a maker half filled, a bad e-mail, and a maker outside the EU without its responsible person', async () => {
    const base = {
      name: 'Marque GPSR essai',
      slug: '',
      description: '',
      isFeatured: false,
      isActive: true,
    };
    const half = await saveBrandAction({ ...base, manufacturerName: 'Fabricant SA' });
    expect(half.ok).toBe(false);
    if (!half.ok) {
      expect(half.fieldErrors?.manufacturerAddress).toBe(M.makerIncomplete);
      expect(half.fieldErrors?.manufacturerEmail).toBe(M.makerIncomplete);
    }
    const email = await saveBrandAction({
      ...base,
      manufacturerName: 'Fabricant SA',
      manufacturerAddress: '1 rue A, 75001 Paris',
      manufacturerEmail: 'pas-un-courriel',
    });
    expect(email.ok).toBe(false);
    if (!email.ok) expect(email.fieldErrors?.manufacturerEmail).toBe(M.emailInvalid);
    const outside = await saveBrandAction({
      ...base,
      manufacturerName: 'Maker Inc.',
      manufacturerAddress: '1 Main St, Boston, États-Unis',
      manufacturerEmail: 'safety@maker.example',
      outsideEu: true,
    });
    expect(outside.ok).toBe(false);
    if (!outside.ok) expect(outside.fieldErrors?.euResponsibleName).toBe(M.responsibleRequired);
    expect(await rows(sql`select 1 from brands where name = 'Marque GPSR essai'`)).toEqual([]);
  });
});

describe('admin paint-type labels', () => {
  it('saves a paint type label, audited, and invalidates the colour pages', async () => {
    const result = await savePaintHazardAction({
      hazardKey: 'water',
      hazardPictograms: [],
      hazardSignalWord: '',
      hazardStatements: 'H412',
      safetyWarnings: 'Tenir hors de portée des enfants.',
    });
    if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`);
    expect(invalidated).toContain('paint-type-hazards');
    const hazards = await listPaintHazards(db());
    expect(hazards.water).toEqual({
      label: { pictograms: [], signalWord: null, statements: ['H412'] },
      warnings: 'Tenir hors de portée des enfants.',
    });
    const audit = await rows<{ entity: string }>(
      sql`select entity from admin_audit_log where entity = 'paint_type_hazard' and entity_id = 'water'`,
    );
    expect(audit).toHaveLength(1);
    const unknown = await savePaintHazardAction({
      hazardKey: 'peinture-magique',
      hazardPictograms: [],
      hazardSignalWord: '',
      hazardStatements: '',
      safetyWarnings: '',
    });
    expect(unknown.ok).toBe(false);
  });
});
