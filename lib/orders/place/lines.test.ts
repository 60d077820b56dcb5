import { describe, expect, it } from 'vitest';
import type { SignedIn } from '@/lib/auth/caller';
import { parseLines } from '@/lib/pricing/lines';
import { priceCart } from '@/lib/pricing/price-cart';
import { IDS, PRO_CALLER, testData } from '@/tests/support/pricing-data';
import { orderItems, stockLines } from './lines';

const retail = { ...PRO_CALLER, isVerifiedProfessional: false } as SignedIn;
const line = (productId: string, variantId: string | null, quantity: number) => ({
  id: `${productId}-${variantId ?? 'default'}`,
  productId,
  variantId,
  quantity,
});
const cart = [
  line(IDS.primer, null, 2),
  line(IDS.thinner, IDS.thinner1l, 1),
  line(IDS.unlimited, null, 1),
  line(IDS.colour, 'peinture-pot:water:1', 3),
];

function priced(caller: SignedIn) {
  const data = testData();
  const parsed = parseLines(cart);
  return { data, parsed, lines: priceCart(data, caller, parsed, { country: 'FR' }).lines };
}

describe('stockLines', () => {
  it('takes stock for counted catalogue products only, at the prices they were priced with', () => {
    const { data, parsed, lines } = priced(retail);
    expect(stockLines(parsed, lines, data, false)).toEqual([
      {
        key: `${IDS.primer}-default`,
        productId: IDS.primer,
        variantId: null,
        quantity: 2,
        priceTtc: 2490,
      },
      {
        key: `${IDS.thinner}-${IDS.thinner1l}`,
        productId: IDS.thinner,
        variantId: IDS.thinner1l,
        quantity: 1,
        priceTtc: 1990,
      },
    ]);
  });

  it('re-checks a professional price on products without variants for a professional', () => {
    const { data, parsed, lines } = priced(PRO_CALLER as SignedIn);
    data.products.get(IDS.primer)!.proPriceTtc = 2100;
    const taken = stockLines(parsed, lines, data, true);
    expect(taken.map((l) => [l.productId, l.priceTtc, l.proPriceTtc])).toEqual([
      [IDS.primer, 2490, 2100],
      [IDS.thinner, 1990, undefined],
    ]);
    expect('proPriceTtc' in taken[1]!).toBe(false);
  });
});

describe('orderItems', () => {
  it('writes each priced line with its prices, its colour as it is now and whether it took stock', () => {
    const { data, parsed, lines } = priced(retail);
    const toTake = stockLines(parsed, lines, data, false);
    const colours = new Map([[IDS.colour, { cssPreview: '#c0c0c0', manufacturer: 'Renault' }]]);
    const items = orderItems(parsed, lines, colours, toTake);

    expect(items.map((i) => [i.line_key, i.product_id, i.variant_id, i.stock_tracked])).toEqual([
      [`${IDS.primer}-default`, IDS.primer, null, true],
      [`${IDS.thinner}-${IDS.thinner1l}`, IDS.thinner, IDS.thinner1l, true],
      [`${IDS.unlimited}-default`, IDS.unlimited, null, false],
      [`${IDS.colour}-peinture-pot:water:1`, null, null, false],
    ]);
    expect(items[0]).toMatchObject({
      name: 'Apprêt garnissant',
      quantity: 2,
      unit_price_ttc: 2490,
      unit_price_ht: lines[0]!.unitHt,
      total_ttc: 4980,
      total_ht: lines[0]!.totalHt,
      is_custom_paint: false,
      colour: null,
    });
    expect(items[3]).toMatchObject({
      quantity: 3,
      unit_price_ttc: 4500,
      total_ttc: 13500,
      is_custom_paint: true,
      colour: {
        code: 'QNG',
        name: 'Gris Platine',
        cssPreview: '#c0c0c0',
        manufacturer: 'Renault',
        paintType: 'water',
        volumeLiters: 1,
      },
    });
  });

  it('keeps a custom colour without a snapshot (colour since removed) with its code and name', () => {
    const { data, parsed, lines } = priced(retail);
    const items = orderItems(parsed, lines, new Map(), stockLines(parsed, lines, data, false));
    expect(items[3]!.colour).toMatchObject({ code: 'QNG', cssPreview: null, manufacturer: null });
  });
});
