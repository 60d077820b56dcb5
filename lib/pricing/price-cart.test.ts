import { describe, expect, it } from 'vitest';
import { parseLines } from './lines';
import { minimumAmount } from '@/lib/promotions/apply';
import { priceCart } from './price-cart';
import {
  IDS,
  PRO_CALLER,
  testData,
  UNVERIFIED_PRO,
  VISITOR_CALLER,
} from '@/tests/support/pricing-data';

const data = testData();
const price = (lines: unknown[], options = {}, caller = VISITOR_CALLER) =>
  priceCart(data, caller, parseLines(lines), options);
const line = (productId: string, variantId: string | null, quantity: unknown, extra = {}) => ({
  id: `${productId}-${variantId ?? 'default'}`,
  productId,
  variantId,
  quantity,
  ...extra,
});

describe('priceCart', () => {
  it('prices products and variants from the data, ignoring a price or name sent along', () => {
    const cart = price([
      line(IDS.primer, null, 2, { price: 0.01, name: 'Gratuit' }),
      line(IDS.thinner, IDS.thinner1l, 1, { price: 0 }),
    ]);
    expect(cart.lines.map((l) => [l.name, l.details, l.unitTtc, l.totalTtc, l.status])).toEqual([
      ['Apprêt garnissant', null, 2490, 4980, 'ok'],
      ['Diluant', '1 L', 1990, 1990, 'ok'],
    ]);
    expect(cart.subtotalTtc).toBe(6970);
    expect(cart.itemCount).toBe(3);
  });

  it('gives HT, TVA and TTC totals that add up to the cent (VAT 20 %)', () => {
    const cart = price([line(IDS.primer, null, 1)]);
    // Aerosol: only the road carrier, 14.90 €.
    expect(cart.shippingTtc).toBe(1490);
    expect(cart.totalTtc).toBe(2490 + 1490);
    expect(cart.totalHt).toBe(Math.round(3980 / 1.2));
    expect(cart.totalHt + cart.totalTva).toBe(cart.totalTtc);
    expect(cart.lines[0]!.unitHt).toBe(2075);
  });

  it('prices custom paint from the configuration and the varnish pen', () => {
    const cart = price([
      line(IDS.colour, 'peinture-pot:water:1', 2),
      line(IDS.pot, 'vernis:0.02', 1),
      line('stylo-vernis', 'vernis:0.02', 1),
      line(IDS.colour, 'peinture-bombe:standard:0.4', 1),
      line(IDS.twoTone, 'peinture-pot:water:0.5:teinte2', 1),
    ]);
    expect(cart.lines.map((l) => [l.unitTtc, l.status])).toEqual(
      [
        [4500, 'ok'],
        [995, 'unavailable'],
        [995, 'ok'],
        [2490, 'ok'],
        [2990, 'ok'],
      ].map(([u, s]) => (s === 'ok' ? [u, s] : [0, s])),
    );
    expect(cart.lines[0]!.name).toBe(
      "Peinture en pot Renault QNG Gris Platine – Hydro (à l'eau) – 1 L",
    );
    expect(cart.lines[4]!.name).toContain('Noir Étoilé');
    expect(cart.lines[3]!.transportClass).toBe('aerosol');
  });

  it('shows lines whose product, variant, colour, paint type or volume is gone as unavailable, out of the total', () => {
    const cart = price([
      line(IDS.hidden, null, 1),
      line(IDS.soldOut, null, 1),
      line(IDS.thinner, IDS.thinner5l, 1),
      line(IDS.thinner, null, 1),
      line('00000000-0000-4000-8000-000000000000', null, 1),
      line(IDS.inactiveColour, 'peinture-pot:water:1', 1),
      line(IDS.colour, 'peinture-pot:solvent:0.5', 1),
      line(IDS.colour, 'peinture-pot:water:2', 1),
      line(IDS.colour, 'peinture-inconnue:water:1', 1),
      line(IDS.colour, 'peinture-pot:water:1:teinte2', 1),
      line(IDS.unlimited, null, 1),
    ]);
    expect(cart.lines.map((l) => l.status)).toEqual([...Array(10).fill('unavailable'), 'ok']);
    expect(cart.lines.map((l) => l.message)).toEqual([
      "Ce produit n'est plus disponible : il n'est pas compté dans le total.",
      "Ce produit est en rupture de stock : il n'est pas compté dans le total.",
      "Cette variante n'est plus disponible : elle n'est pas comptée dans le total.",
      'Ce produit existe en plusieurs variantes : ajoutez-le depuis sa page en choisissant la vôtre.',
      "Ce produit n'est plus disponible : il n'est pas compté dans le total.",
      "Cette teinte n'est plus disponible : elle n'est pas comptée dans le total.",
      "Ce type de peinture n'est plus proposé pour cette teinte : il n'est pas compté dans le total.",
      "Ce volume n'est plus proposé : il n'est pas compté dans le total.",
      "Ce produit à la teinte n'est plus proposé : il n'est pas compté dans le total.",
      "Cette teinte n'est plus disponible : elle n'est pas comptée dans le total.",
      null,
    ]);
    expect(cart.subtotalTtc).toBe(12900);
  });

  it('lowers a quantity above the stock and says so; unlimited stock and custom paint are not checked', () => {
    const cart = price([
      line(IDS.primer, null, 8),
      line(IDS.unlimited, null, 50),
      line(IDS.colour, 'peinture-pot:water:1', 60),
    ]);
    expect(cart.lines[0]).toMatchObject({
      quantity: 5,
      adjustedQuantity: 5,
      message: 'Quantité ajustée : seulement 5 en stock.',
    });
    expect(cart.lines[1]).toMatchObject({ quantity: 50, adjustedQuantity: null, stock: null });
    expect(cart.lines[2]).toMatchObject({ quantity: 60, adjustedQuantity: null });
  });

  it('reads bad quantities and ids without failing', () => {
    const cart = price([
      line(IDS.unlimited, null, -3),
      line(IDS.unlimited, null, 0),
      line(IDS.colour, 'peinture-pot:water:1', 2.7),
      line(IDS.colour, 'peinture-pot:water:0.5', '3'),
      line(IDS.primer, null, 'beaucoup'),
      line(IDS.unlimited, null, 1e12),
      line('pas-un-id', null, 1),
      { productId: `${IDS.primer}-1712345678901`, variantId: 'rouge', quantity: 1 },
      null,
      'texte',
    ]);
    expect(cart.lines.map((l) => [l.status, l.quantity])).toEqual([
      ['ok', 2],
      ['ok', 3],
      ['unavailable', 0],
      ['ok', 99],
      ['unavailable', 0],
      ['ok', 1],
      ['unavailable', 0],
      ['unavailable', 0],
    ]);
    expect(cart.lines[2]!.message).toBe(
      "Quantité invalide : cet article n'est pas compté dans le total.",
    );
    expect(cart.lines[3]!.message).toBe('Quantité ramenée au maximum de 99 par article.');
    expect(cart.lines[4]!.message).toBe("Article illisible : il n'est pas compté dans le total.");
  });

  it('merges the same line sent twice and reports lines past the limit', () => {
    const twice = price([line(IDS.unlimited, null, 1), line(IDS.unlimited, null, 2)]);
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]!.quantity).toBe(3);
    const many = Array.from({ length: 3000 }, (_, i) =>
      line(`${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`, null, 1),
    );
    const cart = price(many);
    expect(cart.lines).toHaveLength(101);
    expect(cart.lines[100]!.message).toBe(
      'Votre panier est limité à 100 lignes : les suivantes ne sont pas comptées.',
    );
  });

  it('applies a promotion to the lines and re-checks its minimum', () => {
    const cart = price([line(IDS.unlimited, null, 1)], { promoCode: 'atelier15' });
    expect(cart.promotion).toMatchObject({
      status: 'applied',
      discountCents: 1500,
      message: 'Code promo appliqué',
    });
    expect(cart.totalTtc).toBe(12900 - 1500 + cart.shippingTtc);
    const small = price([line(IDS.colour, 'peinture-pot:water:1', 1)], { promoCode: 'ATELIER15' });
    expect(small.promotion.message).toBe(
      'Montant minimum non atteint – Commande minimum de 100€ requise.',
    );
    expect(small.discountTtc).toBe(0);
    const unknown = price([line(IDS.colour, 'peinture-pot:water:1', 1)], { promoCode: 'FAUX' });
    expect(unknown.promotion.message).toBe(
      "Code promo invalide – Ce code promo n'existe pas ou a expiré.",
    );
  });

  it('free shipping and TOUTGRATIS act on the shipping the cart really pays', () => {
    const lines = [line(IDS.colour, 'peinture-pot:water:0.5', 1)];
    const plain = price(lines);
    expect(plain.shipping.selected?.carrierCode).toBe('relais');
    expect(plain.shippingTtc).toBe(490);
    const free = price(lines, { promoCode: 'LIVRAISONOFFERTE' });
    expect(free.discountTtc).toBe(490);
    expect(free.totalTtc).toBe(2990);
    const gratis = price(lines, { promoCode: 'TOUTGRATIS' });
    expect(gratis.totalTtc).toBe(100);
  });

  it('lets the customer choose an eligible carrier; an ineligible choice falls back to the cheapest', () => {
    const lines = [line(IDS.colour, 'peinture-pot:water:0.5', 1)];
    expect(price(lines, { carrierCode: 'colissimo' }).shippingTtc).toBe(690);
    expect(price(lines, { carrierCode: 'inconnu' }).shipping.selected?.carrierCode).toBe('relais');
    expect(price(lines, { country: 'BE' }).shipping.selected?.carrierCode).toBe('colissimo');
    expect(price(lines, { country: 'DE' }).shipping.country).toBe('FR');
  });

  it('excludes carriers that refuse a solvent paint and says why', () => {
    const cart = price([
      line(IDS.colour, 'peinture-pot:water:0.5', 1),
      line(IDS.colour, 'peinture-bombe:standard:0.4', 1),
    ]);
    expect(cart.shipping.options.map((o) => o.carrierCode)).toEqual(['adr']);
    expect(cart.shipping.excluded.map((e) => e.reason)).toContain(
      "Colissimo ne transporte pas les aérosols (UN1950) : ce transporteur n'est pas proposé pour ce panier.",
    );
  });

  it('gives verified professionals their prices, and nobody else', () => {
    const lines = [
      line(IDS.primer, null, 1),
      line(IDS.thinner, IDS.thinner1l, 1),
      line(IDS.unlimited, null, 1),
      line(IDS.colour, 'peinture-pot:water:1', 1),
    ];
    const pro = price(lines, {}, PRO_CALLER);
    // Category 20 % beats brand 10 %; the variant and product prices apply as set; paint stays retail.
    expect(pro.lines.map((l) => [l.unitTtc, l.retailUnitTtc])).toEqual([
      [1992, 2490],
      [1590, 1990],
      [9900, 12900],
      [4500, null],
    ]);
    expect(pro.professional).toBe(true);
    const visitor = price(lines);
    const unverified = price(lines, {}, UNVERIFIED_PRO);
    expect(unverified.subtotalTtc).toBe(visitor.subtotalTtc);
    expect(pro.subtotalTtc).toBeLessThan(visitor.subtotalTtc);
  });

  it('prices an empty cart at zero with no shipping and no promotion', () => {
    const cart = price([], { promoCode: 'BIENVENUE10' });
    expect(cart).toMatchObject({ totalTtc: 0, shippingTtc: 0, discountTtc: 0, itemCount: 0 });
    expect(cart.shipping.unavailable).toBeNull();
  });
});

describe('minimumAmount', () => {
  it('writes whole euros without decimals and others with a comma', () => {
    expect(minimumAmount(10000)).toBe('100');
    expect(minimumAmount(4990)).toBe('49,90');
  });
});
