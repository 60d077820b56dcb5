import { describe, expect, it } from 'vitest';
import { purchaseOf, selectOption } from '@/lib/catalogue/purchase';
import type { ProductDetail } from '@/lib/catalogue/types';
import { addLine, cartTotals, type CartLine } from './cart';
import { NO_HAZARD } from '@/lib/hazard/codes';
import { cartInputFromPurchase, lineVariantText } from './lines';

const product: ProductDetail = {
  id: 'p-1',
  slug: 'appret-garnissant',
  name: 'Apprêt garnissant 2K',
  referenceCode: 'APP-2K',
  description: null,
  shortDescription: null,
  images: ['/images/products/appret-garnissant.svg'],
  priceTtc: 2490,
  priceHt: 2075,
  stockQuantity: 0,
  unlimitedStock: false,
  stock: 'out_of_stock',
  brand: { slug: 'sikkens', name: 'Sikkens' },
  categories: [{ slug: 'apprets', name: 'Apprêts', section: 'carrosserie' }],
  variants: [
    {
      id: 'v-1',
      name: '1 L',
      volumeLiters: 1,
      referenceCode: 'APP-2K-1',
      priceTtc: 2490,
      priceHt: 2075,
      stockQuantity: 3,
      stock: 'low_stock',
      isDefault: true,
      hazard: NO_HAZARD,
    },
    {
      id: 'v-5',
      name: '5 L',
      volumeLiters: 5,
      referenceCode: null,
      priceTtc: 9990,
      priceHt: 8325,
      stockQuantity: 0,
      stock: 'out_of_stock',
      isDefault: false,
      hazard: NO_HAZARD,
    },
  ],
  packagingType: 'pot',
  volumeLiters: null,
  weightKg: 1.2,
  containsDiisocyanates: false,
  hazard: NO_HAZARD,
  manufacturer: null,
  safetyWarnings: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  transportClass: 'none',
};

describe('purchase options', () => {
  const purchase = purchaseOf(product);

  it('offers one option per variant, reference falling back to the product', () => {
    expect(purchase.options.map((o) => o.variantId)).toEqual(['v-1', 'v-5']);
    expect(purchase.options[1]?.referenceCode).toBe('APP-2K');
    expect(purchase.options[0]?.maxQuantity).toBe(3);
    expect(purchase.options[1]?.maxQuantity).toBe(0);
  });

  it('offers the product itself when it has no variant', () => {
    const single = purchaseOf({
      ...product,
      variants: [],
      unlimitedStock: true,
      stock: 'unlimited',
    });
    expect(single.options).toHaveLength(1);
    expect(single.options[0]).toMatchObject({ variantId: null, maxQuantity: 99, priceTtc: 2490 });
  });

  it('selects the variant of the URL, or the default one', () => {
    expect(selectOption(purchase.options, 'v-5').variantId).toBe('v-5');
    expect(selectOption(purchase.options, 'inconnu').variantId).toBe('v-1');
    expect(selectOption(purchase.options, null).variantId).toBe('v-1');
  });
});

describe('cart lines from the product page', () => {
  const purchase = purchaseOf(product);
  const input = cartInputFromPurchase(purchase, purchase.options[0]!, 1);

  it('builds a spec local cart line in euros', () => {
    expect(input).toMatchObject({
      productId: 'p-1',
      variantId: 'v-1',
      name: 'Apprêt garnissant 2K',
      price: 24.9,
      variant: '1 L',
      referenceCode: 'APP-2K-1',
      slug: 'appret-garnissant',
      brandName: 'Sikkens',
      categoryName: 'Apprêts',
      packaging_type: 'pot',
    });
  });

  it('merges two adds of the same variant into one line of quantity 2', () => {
    const items = addLine(addLine([], input), input);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
    expect(cartTotals(items).total).toBe(49.8);
  });
});

describe('lineVariantText', () => {
  const base: CartLine = {
    id: 'x',
    productId: 'x',
    variantId: null,
    name: 'x',
    price: 1,
    quantity: 1,
  };

  it('uses the variant name of a catalogue line', () => {
    expect(lineVariantText({ ...base, variant: '5 L' })).toBe('5 L');
    // A grit or a size is not a volume.
    expect(lineVariantText({ ...base, variant: '80' })).toBe('80');
  });

  it('writes a custom paint line’s volume the French way, even from a cart saved before', () => {
    expect(lineVariantText({ ...base, isColorProduct: true, variant: '0.5 L' })).toBe('0,5 L');
    expect(lineVariantText({ ...base, isColorProduct: true, variant: '400ml' })).toBe('400 ml');
    expect(lineVariantText({ ...base, isColorProduct: true, variant: '0,5 L' })).toBe('0,5 L');
  });

  it('describes a custom paint line from its packaging, volume and paint type', () => {
    expect(
      lineVariantText({
        ...base,
        isColorProduct: true,
        packaging_type: 'pot',
        volume_liters: 1,
        paintType: "Hydro (à l'eau)",
      }),
    ).toBe("Pot 1 L – Hydro (à l'eau)");
    expect(lineVariantText({ ...base, packaging_type: 'bombe', volume_liters: 0.4 })).toBe(
      'Bombe 400 ml',
    );
    expect(lineVariantText({ ...base, volume_liters: 0.5 })).toBe('0,5 L');
    expect(lineVariantText({ ...base, volume_liters: 2.5 })).toBe('2,5 L');
    expect(lineVariantText(base)).toBeNull();
  });
});
