/**
 * The pricing entry point against the seeded demo data: products, variants, custom paint,
 * professional prices, promotions, carriers and the dangerous-goods rules, plus the public
 * actions (cart pricing, stock check) with hostile input.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import './support-visitor';
import type { Caller } from '@/lib/auth/caller';
import { checkStock } from '@/lib/cart/stock-actions';
import { getDb } from '@/lib/db/client';
import { priceCartFor } from '@/lib/pricing';
import { priceCart } from '@/lib/pricing/actions';
import { shownProPrices } from '@/lib/pricing/shown';
import { NextRequest } from 'next/server';
import { GET as proPricesRoute } from '../../app/api/pricing/pro/route';
import { forgetPromotions } from '@/lib/promotions/queries';

const db = getDb();
const visitor: Caller = { kind: 'visitor' };
const pro: Caller = {
  kind: 'customer',
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'atelier@example.fr',
  isAdmin: false,
  isVerifiedProfessional: true,
};

type Row = Record<string, unknown>;
async function one<T extends Row>(query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await db.execute<T>(query);
  return rows[0] as T;
}

let thinner: { id: string; v1: string; v5: string; p1: number; p5: number };
let primer: { id: string; price: number; stock: number; name: string };
let abrasive: { id: string; price: number };
let plain: { id: string; price: number };
let colour: { id: string };

beforeAll(async () => {
  thinner = await one(sql`select p.id,
      (select id from product_variants where product_id = p.id and variant_name = '1 L') as v1,
      (select id from product_variants where product_id = p.id and variant_name = '5 L') as v5,
      (select price_ttc from product_variants where product_id = p.id and variant_name = '1 L') as p1,
      (select price_ttc from product_variants where product_id = p.id and variant_name = '5 L') as p5
    from products p where reference_code = '99-250'`);
  primer = await one(sql`select id, price_ttc as price, stock_quantity as stock, name from products
    where transport_class = 'aerosol' and is_active and visible_in_frontend and not has_variants
      and not unlimited_stock and stock_quantity between 2 and 50 order by slug limit 1`);
  abrasive = await one(sql`select p.id, p.price_ttc as price from products p
    join product_tags pt on pt.product_id = p.id join categories c on c.id = pt.category_id
    where c.slug = 'abrasifs' and p.is_active and p.visible_in_frontend and not p.has_variants
      and p.pro_price_ttc is null and p.stock_quantity > 5 order by p.slug limit 1`);
  plain = await one(sql`select p.id, p.price_ttc as price from products p
    left join brands b on b.id = p.brand_id
    where p.transport_class = 'none' and p.is_active and p.visible_in_frontend
      and not p.has_variants and p.unlimited_stock and p.price_ttc between 1000 and 5000
      and p.pro_price_ttc is null and b.slug not in ('nuancier-pro', 'abrasix')
      and not exists (select 1 from product_tags pt join categories c on c.id = pt.category_id
                      where pt.product_id = p.id and c.slug in ('abrasifs', 'masquage'))
    order by p.slug limit 1`);
  colour =
    await one(sql`select c.id from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
    where c.color_code = 'QNG' and m.slug = 'renault'`);
});

const line = (productId: string, variantId: string | null, quantity: number, extra = {}) => ({
  id: `${productId}-${variantId ?? 'default'}`,
  productId,
  variantId,
  quantity,
  ...extra,
});

describe('priceCartFor on the demo data', () => {
  it('prices variants and custom paint from the database, not from the browser', async () => {
    const cart = await priceCartFor(db, visitor, [
      line(thinner.id, thinner.v1, 2, { price: 0.01, name: 'Gratuit' }),
      line(colour.id, 'peinture-pot:water:1', 1, { price: 0.01 }),
      line('stylo-vernis', 'vernis:0.02', 1, { price: 0 }),
    ]);
    expect(cart.lines.map((l) => [l.status, l.unitTtc])).toEqual([
      ['ok', thinner.p1],
      ['ok', 4500],
      ['ok', 995],
    ]);
    expect(cart.lines[0]!.name).toBe('Diluant pour brillant direct');
    expect(cart.lines[1]!.name).toContain('Renault QNG Blanc Glacier');
    // The cart draws the colour's own swatch for its line.
    const swatch = await one<{ css_preview: string }>(
      sql`select css_preview from paint_colors where id = ${colour.id}`,
    );
    expect(swatch.css_preview).toBeTruthy();
    expect(cart.lines[1]!.colour?.cssPreview).toBe(swatch.css_preview);
    expect(cart.subtotalTtc).toBe(2 * thinner.p1 + 4500 + 995);
    expect(cart.totalHt + cart.totalTva).toBe(cart.totalTtc);
  });

  it('prices each tone of a two-tone colour as that tone’s paint, with its own code', async () => {
    const xnp = await one<{ id: string }>(sql`select c.id from paint_colors c
      join paint_manufacturers m on m.id = c.manufacturer_id
      where c.color_code = 'XNP' and m.slug = 'peugeot'`);
    const cart = await priceCartFor(db, visitor, [
      line(xnp.id, 'peinture-pot:water:1:teinte1', 1),
      line(xnp.id, 'peinture-pot:water:1:teinte2', 1),
    ]);
    expect(cart.lines.map((l) => [l.status, l.referenceCode, l.colour])).toEqual([
      // A tone has no swatch of its own here (the two-tone one would mislead), nor a shade variant.
      ['ok', 'M6N9', { code: 'M6N9', name: 'Blanc Nacré', cssPreview: null, shade: null }],
      ['ok', 'EXL', { code: 'EXL', name: 'Noir Perla Nera', cssPreview: null, shade: null }],
    ]);
    expect(cart.lines[0]!.name).toContain('Peugeot M6N9 Blanc Nacré');
    expect(cart.lines[1]!.name).toContain('Peugeot EXL Noir Perla Nera');
    // Both lead to the bi-tone page, the two-tone colour's one address (not a redirect to it).
    expect(cart.lines.map((l) => l.href)).toEqual([
      '/catalogue-couleur/auto/peugeot/biton/xnp',
      '/catalogue-couleur/auto/peugeot/biton/xnp',
    ]);
  });

  it('offers only the road carrier for an aerosol, and says why the others are not', async () => {
    const cart = await priceCartFor(db, visitor, [line(primer.id, null, 1)]);
    expect(cart.shipping.options.map((o) => o.carrierCode)).toEqual(['messagerie-adr']);
    expect(cart.shipping.excluded.map((e) => e.carrierCode)).toEqual([
      'colissimo',
      'mondial-relay',
      'chronopost',
    ]);
    expect(cart.shipping.excluded[0]!.reason).toBe(
      "Colissimo Domicile ne transporte pas les aérosols (UN1950) : ce transporteur n'est pas proposé pour ce panier.",
    );
    expect(cart.shippingTtc).toBe(1490);
  });

  it('estimates the cheapest carrier for ordinary goods; Colissimo is free in France from 59 €', async () => {
    const small = await priceCartFor(db, visitor, [line(plain.id, null, 1)]);
    expect(small.shipping.selected?.carrierCode).toBe('mondial-relay');
    const quantity = Math.ceil(5900 / plain.price);
    const large = await priceCartFor(db, visitor, [line(plain.id, null, quantity)]);
    expect(large.shipping.selected).toMatchObject({ carrierCode: 'colissimo', priceCents: 0 });
    const belgium = await priceCartFor(db, visitor, [line(plain.id, null, quantity)], {
      country: 'BE',
    });
    expect(belgium.shippingTtc).toBeGreaterThan(0);
  });

  it('gives a verified professional the brand, category and variant prices, a visitor the retail ones', async () => {
    const lines = [
      line(thinner.id, thinner.v5, 1),
      line(abrasive.id, null, 1),
      line(plain.id, null, 1),
    ];
    const asPro = await priceCartFor(db, pro, lines);
    const asVisitor = await priceCartFor(db, visitor, lines);
    expect(asVisitor.lines.map((l) => l.unitTtc)).toEqual([
      thinner.p5,
      abrasive.price,
      plain.price,
    ]);
    expect(asPro.lines.map((l) => l.unitTtc)).toEqual([
      5990,
      Math.round((abrasive.price * 80) / 100),
      plain.price,
    ]);
    expect(asPro.totalTtc).toBeLessThan(asVisitor.totalTtc);
    expect(asPro.professional).toBe(true);
  });

  it('applies the demo promotions of each type and refuses expired and inactive ones', async () => {
    const lines = [line(plain.id, null, 1)];
    const percent = await priceCartFor(db, visitor, lines, { promoCode: 'bienvenue10' });
    expect(percent.discountTtc).toBe(Math.round(plain.price / 10));
    const fixed = await priceCartFor(db, visitor, lines, { promoCode: 'ATELIER15' });
    expect(fixed.promotion.status).toBe('minimum');
    const free = await priceCartFor(db, visitor, lines, { promoCode: 'LIVRAISONOFFERTE' });
    // The shipping is offered (charged 0), not a discount on the lines.
    expect(free.promotion.status).toBe('applied');
    expect(free.discountTtc).toBe(0);
    expect(free.shippingTtc).toBe(0);
    expect(free.totalTtc).toBe(free.subtotalTtc);
    const gratis = await priceCartFor(db, visitor, lines, { promoCode: 'TOUTGRATIS' });
    expect(gratis.totalTtc).toBe(100);
    for (const code of ['ETE2025', 'PRO5']) {
      const refused = await priceCartFor(db, visitor, lines, { promoCode: code });
      expect(refused.promotion.status).toBe('invalid');
    }
  });

  it('shows a product made inactive after it was added as unavailable', async () => {
    await db.execute(sql`update products set is_active = false where id = ${plain.id}`);
    try {
      const cart = await priceCartFor(db, visitor, [
        line(plain.id, null, 1),
        line(colour.id, 'peinture-pot:water:1', 1),
      ]);
      expect(cart.lines[0]).toMatchObject({ status: 'unavailable', totalTtc: 0 });
      expect(cart.subtotalTtc).toBe(4500);
    } finally {
      await db.execute(sql`update products set is_active = true where id = ${plain.id}`);
    }
  });

  it('re-checks a promotion deactivated while in the cart (fresh read inside a transaction)', async () => {
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update promotions set is_active = false where code = 'BIENVENUE10'`);
        const cart = await priceCartFor(tx, visitor, [line(plain.id, null, 1)], {
          promoCode: 'BIENVENUE10',
          fresh: true,
        });
        expect(cart.promotion.status).toBe('invalid');
        tx.rollback();
      })
      .catch((error) => {
        if (!String(error).includes('Rollback')) throw error;
      });
    forgetPromotions();
  });
});

describe('public actions with hostile input', () => {
  it('never fails on junk lines and never uses a browser price', async () => {
    const lines = [
      ...Array.from({ length: 2000 }, (_, i) => ({ productId: `x${i}`, quantity: i, price: 1 })),
      { productId: plain.id, variantId: null, quantity: '2', price: -100 },
    ];
    const result = await priceCart({ lines, promoCode: 'x'.repeat(150) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.subtotalTtc).toBe(0);
    expect(result.data.lines.at(-1)!.message).toContain('limité à 100 lignes');
    const tooMany = await priceCart({ lines: Array.from({ length: 6000 }, () => ({})) });
    expect(tooMany).toMatchObject({ ok: false, code: 'invalid' });
    const notAnArray = await priceCart({ lines: 'panier' });
    expect(notAnArray).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('checks live stock with the spec’s cases', async () => {
    expect(
      await checkStock({ productId: primer.id, variantId: null, inCart: 0, requested: 1 }),
    ).toEqual({
      ok: true,
      data: { kind: 'ok', quantity: 1 },
    });
    expect(
      await checkStock({
        productId: primer.id,
        variantId: null,
        inCart: 1,
        requested: primer.stock + 5,
      }),
    ).toEqual({
      ok: true,
      data: {
        kind: 'adjusted',
        quantity: primer.stock - 1,
        stock: primer.stock,
        inCart: 1,
        name: primer.name,
      },
    });
    expect(
      await checkStock({
        productId: '00000000-0000-4000-8000-000000000000',
        variantId: null,
        inCart: 0,
        requested: 1,
      }),
    ).toMatchObject({ ok: false, error: 'Données de stock non trouvées.' });
    expect(await checkStock({ productId: 'abc', inCart: -1, requested: 0.5 })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
  });
});

describe('prices shown to a verified professional (GET /api/pricing/pro)', () => {
  it('gives the cart’s professional prices, HT and TTC, per product and per variant', async () => {
    const shown = await shownProPrices(db, pro, [thinner.id, abrasive.id, plain.id, 'junk']);
    const abrasivePro = Math.round((abrasive.price * 80) / 100);
    expect(shown?.[abrasive.id]).toEqual({
      ttc: abrasivePro,
      ht: Math.round(abrasivePro / 1.2),
      retailTtc: abrasive.price,
      from: false,
      variants: {},
    });
    expect(shown?.[plain.id]).toMatchObject({ ttc: plain.price, retailTtc: plain.price });
    expect(shown?.[thinner.id]?.variants[thinner.v1]).toEqual({
      ttc: 1590,
      ht: 1325,
      retailTtc: thinner.p1,
    });
    expect(shown?.[thinner.id]?.variants[thinner.v5]?.ttc).toBe(5990);
    // The card shows the cheapest variant, « À partir de » since the variants differ.
    const variantPrices = Object.values(shown?.[thinner.id]?.variants ?? {}).map((v) => v.ttc);
    expect(variantPrices.length).toBeGreaterThan(1);
    expect(shown?.[thinner.id]).toMatchObject({ ttc: Math.min(...variantPrices), from: true });
    // The same prices as the cart's.
    const cart = await priceCartFor(db, pro, [
      line(abrasive.id, null, 1),
      line(thinner.id, thinner.v5, 1),
    ]);
    expect(cart.lines.map((l) => l.unitTtc)).toEqual([abrasivePro, 5990]);
  });

  it('shows nothing but retail to a visitor, a customer or a professional not yet verified', async () => {
    expect(await shownProPrices(db, visitor, [abrasive.id])).toBeNull();
    expect(
      await shownProPrices(db, { ...pro, isVerifiedProfessional: false }, [abrasive.id]),
    ).toBeNull();
  });

  it('answers a visitor without prices and never fails on junk ids, never cached', async () => {
    for (const ids of [abrasive.id, '', 'abc,%00,1e9', `${abrasive.id},`.repeat(500)]) {
      const url = new URL('http://localhost/api/pricing/pro');
      url.searchParams.set('ids', ids);
      const response = await proPricesRoute(new NextRequest(url));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(await response.json()).toEqual({ professional: false });
    }
  });
});
