import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_DEFINITIONS } from './data/categories';
import { colourSlug } from '../../lib/colours/slug';
import { buildColours, generateCode, hslToHex } from './colours';
import { BRANDS } from './data/brands';
import { MANUFACTURERS } from './data/manufacturers';
import { PAINT_CONFIGS, PAINT_DOCUMENTS, documentFiles } from './data/paint';
import { PROMOTIONS } from './data/site';
import { documentPdfs } from './documents';
import { brandSvg, initials, productSvg, shade } from './images';
import { createPrng } from './prng';
import { buildProducts } from './products';
import { buildRedirects, normaliseLegacyPath } from './redirects';

const products = buildProducts();
const colours = buildColours();
const publicDir = path.resolve(__dirname, '../../public');

describe('products', () => {
  it('is deterministic', () => {
    expect(buildProducts()).toEqual(products);
  });

  it('has unique slugs and reference codes', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.reference)).size).toBe(products.length);
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every category at least three active visible products', () => {
    for (const category of CATEGORY_DEFINITIONS) {
      const listed = products.filter(
        (p) => p.isActive && p.visibleInFrontend && p.categories.includes(category.slug),
      );
      expect(listed.length, category.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('links only to known categories and brands', () => {
    const slugs = new Set(CATEGORY_DEFINITIONS.map((c) => c.slug));
    const brands = new Set(BRANDS.map((b) => b.slug));
    for (const p of products) {
      for (const c of p.categories) expect(slugs.has(c), `${p.slug} → ${c}`).toBe(true);
      expect(brands.has(p.brandSlug), p.slug).toBe(true);
    }
  });

  it('derives HT from TTC and keeps one default variant', () => {
    for (const p of products) {
      expect(p.priceHt).toBe(Math.round(p.priceTtc / 1.2));
      if (p.variants.length > 0) {
        expect(p.variants.filter((v) => v.isDefault)).toHaveLength(1);
        for (const v of p.variants) expect(v.priceHt).toBe(Math.round(v.priceTtc / 1.2));
      }
    }
  });

  it('has a mix of stock situations', () => {
    expect(products.filter((p) => !p.unlimitedStock && p.stock === 0).length).toBeGreaterThan(3);
    expect(products.filter((p) => p.stock >= 1 && p.stock <= 5).length).toBeGreaterThan(3);
    expect(products.filter((p) => p.unlimitedStock).length).toBeGreaterThan(3);
    expect(products.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(10);
  });

  it('has exactly two featured brands', () => {
    expect(BRANDS.filter((b) => b.isFeatured)).toHaveLength(2);
  });
});

describe('colours', () => {
  it('is deterministic and large enough', () => {
    expect(buildColours()).toEqual(colours);
    expect(colours.length).toBeGreaterThanOrEqual(1500);
  });

  it('has unique codes and unique URL slugs per manufacturer', () => {
    const codes = new Set<string>();
    const slugs = new Set<string>();
    for (const c of colours) {
      const code = `${c.manufacturerSlug}/${c.code}`;
      expect(codes.has(code), code).toBe(false);
      codes.add(code);
      const slug = `${c.manufacturerSlug}/${colourSlug(c.code, c.name)}`;
      expect(slugs.has(slug), slug).toBe(false);
      slugs.add(slug);
    }
  });

  it('uses only the documented special effects and valid previews', () => {
    for (const c of colours) {
      expect([null, 'metallise', 'nacre', 'special']).toContain(c.effect);
      expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    for (const effect of ['metallise', 'nacre', 'special'])
      expect(colours.filter((c) => c.effect === effect).length).toBeGreaterThan(20);
  });

  it('covers the four colour categories with at least 30 manufacturers', () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(MANUFACTURERS.map((m) => m.category));
    expect([...categories].sort()).toEqual([
      'auto',
      'industrie',
      'moto',
      'utilitaires-et-poids-lourds',
    ]);
  });

  it('generates codes in the maker style', () => {
    const prng = createPrng(3);
    expect(generateCode(prng, 'vag', 'volkswagen').code).toMatch(/^L[A-Z]\d[A-Z]$/);
    const ducati = generateCode(prng, 'ducati', 'ducati');
    expect(ducati.code).toMatch(/^\d{3}-\d{3}$/);
    expect(ducati.legacy).toBe(ducati.code.replace('-', '.'));
  });

  it('converts HSL to hex', () => {
    expect(hslToHex(0, 100, 50)).toBe('#ff0000');
    expect(hslToHex(0, 0, 100)).toBe('#ffffff');
  });
});

describe('paint configurations and documents', () => {
  it('prices every volume in euros with HT = TTC / 1.2', () => {
    for (const config of PAINT_CONFIGS) {
      for (const volume of Object.keys(config.pricing)) {
        expect(config.volumes).toContain(volume);
        const entry = config.pricing[volume] ?? {};
        const prices = 'price_ttc' in entry ? [entry] : Object.values(entry);
        for (const p of prices as Array<{ price_ht: number; price_ttc: number }>)
          expect(Math.abs(p.price_ht - p.price_ttc / 1.2)).toBeLessThan(0.006);
      }
    }
  });

  it('leaves at least one volume and paint type without a price', () => {
    const pot = PAINT_CONFIGS.find((c) => c.productKey === 'peinture-pot');
    const twoLitres = pot?.pricing['2 L'] as Record<string, unknown> | undefined;
    expect(twoLitres).toBeDefined();
    expect(twoLitres?.gloss_direct_1k).toBeUndefined();
  });

  it('keeps the committed PDF files in line with the generator', () => {
    for (const [name, content] of documentPdfs()) {
      const file = path.join(publicDir, 'documents', name);
      expect(existsSync(file), name).toBe(true);
      expect(readFileSync(file).equals(content), name).toBe(true);
    }
    for (const doc of PAINT_DOCUMENTS) {
      const files = documentFiles(doc.paintType);
      expect(existsSync(path.join(publicDir, files.technicalUrl))).toBe(true);
      expect(existsSync(path.join(publicDir, files.safetyUrl))).toBe(true);
    }
  });
});

describe('images', () => {
  it('keeps the committed SVG files in line with the generator', () => {
    const brandName = new Map(BRANDS.map((b) => [b.slug, b.name]));
    for (const p of products) {
      const file = path.join(publicDir, p.imageUrl);
      expect(existsSync(file), p.imageUrl).toBe(true);
      const expected = productSvg({
        name: p.name,
        shape: p.shape,
        color: p.color,
        brandName: brandName.get(p.brandSlug) ?? p.name,
      });
      expect(readFileSync(file, 'utf8'), p.imageUrl).toBe(expected);
    }
    for (const b of BRANDS)
      expect(readFileSync(path.join(publicDir, `images/brands/${b.slug}.svg`), 'utf8')).toBe(
        brandSvg(b),
      );
  });

  it('derives initials and shades', () => {
    expect(initials('Nuancier Pro')).toBe('NP');
    expect(initials('Abrasix')).toBe('AB');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
  });
});

describe('promotions and redirects', () => {
  it('has one promotion of each type, TOUTGRATIS, an expired one and a minimum order', () => {
    for (const type of ['percentage', 'fixed_amount', 'free_shipping'])
      expect(PROMOTIONS.some((p) => p.type === type)).toBe(true);
    expect(PROMOTIONS.some((p) => p.code === 'TOUTGRATIS')).toBe(true);
    expect(PROMOTIONS.some((p) => p.validUntilDays !== null && p.validUntilDays < 0)).toBe(true);
    expect(PROMOTIONS.some((p) => p.minOrderAmount !== null && p.isActive)).toBe(true);
  });

  it('normalises old paths', () => {
    expect(normaliseLegacyPath('/Produit/Mastic-Polyester/?ref=abc')).toBe(
      '/produit/mastic-polyester',
    );
    expect(normaliseLegacyPath('boutique//')).toBe('/boutique');
    expect(normaliseLegacyPath('/')).toBe('/');
  });

  it('builds about forty redirects with normalised, unique old paths', () => {
    const redirects = buildRedirects(products, colours);
    expect(redirects.length).toBeGreaterThanOrEqual(35);
    expect(new Set(redirects.map((r) => r.oldPath)).size).toBe(redirects.length);
    for (const r of redirects) {
      expect(normaliseLegacyPath(r.oldPath)).toBe(r.oldPath);
      expect(r.newPath.startsWith('/')).toBe(true);
    }
  });
});
