import { describe, expect, it } from 'vitest';
import { addLine, cartTotals, type CartLine } from '@/lib/cart/cart';
import {
  buildColourLine,
  buildVarnishLine,
  colourVariantId,
  nameGender,
  varnishPenPrice,
} from './cart-line';
import { toPaintConfig } from './pricing';

const colour = {
  id: '6f1c2a4e-0b6d-4f3e-9a51-2c7d8e9f0a1b',
  code: 'QNG',
  name: 'Gris Platine',
  category: 'auto',
  imageUrl: null,
  manufacturer: { name: 'Renault', slug: 'renault' },
};

const pot = toPaintConfig({
  id: 'cfg-pot',
  productKey: 'peinture-pot',
  title: 'Peinture en pot',
  description: null,
  paintTypes: ['water', 'solvent'],
  volumes: ['0.5 L', '1 L'],
  hasVolumeFilter: true,
  pricing: {
    '0.5 L': {
      water: { price_ht: 24.92, price_ttc: 29.9 },
      solvent: { price_ht: 22.42, price_ttc: 26.9 },
    },
    '1 L': { water: { price_ht: 41.58, price_ttc: 49.9 } },
  },
});
const varnish = toPaintConfig({
  id: 'cfg-vernis',
  productKey: 'stylo-vernis',
  title: 'Stylo vernis',
  description: null,
  paintTypes: [],
  volumes: ['20ml'],
  hasVolumeFilter: false,
  pricing: { '20ml': { price_ht: 10.79, price_ttc: 12.95 } },
});

describe('buildColourLine', () => {
  it('keeps the volume written the French way as the line’s variant (« 0,5 L », not « 0.5L »)', () => {
    const pen = buildColourLine({ colour, config: pot, paintType: 'water', volume: '0.5L' });
    expect(pen.variant).toBe('0,5 L');
  });

  it('carries the spec metadata and a name with paint type and volume', () => {
    const line = buildColourLine({ colour, config: pot, paintType: 'water', volume: '1 L' });
    expect(line).toMatchObject({
      productId: colour.id,
      variantId: 'peinture-pot:water:1',
      name: "Peinture en pot Renault QNG Gris Platine – Hydro (à l'eau) – 1 L",
      price: 49.9,
      isColorProduct: true,
      colorData: {
        color_code: 'QNG',
        color_name: 'Gris Platine',
        manufacturer_slug: 'renault',
        manufacturer_name: 'Renault',
        category: 'auto',
      },
      packaging_type: 'pot',
      volume_liters: 1,
      weight_kg: 0.5,
      paintType: 'water',
      image: null,
    });
  });

  it('merges the same paint and keeps different paints apart', () => {
    const a = buildColourLine({ colour, config: pot, paintType: 'water', volume: '0.5 L' });
    const b = buildColourLine({ colour, config: pot, paintType: 'solvent', volume: '0.5 L' });
    const c = buildColourLine({ colour, config: pot, paintType: 'water', volume: '1 L' });
    let items: CartLine[] = [];
    for (const input of [a, a, b, c]) items = addLine(items, input);
    expect(items.map((l) => [l.variantId, l.quantity])).toEqual([
      ['peinture-pot:water:0.5', 2],
      ['peinture-pot:solvent:0.5', 1],
      ['peinture-pot:water:1', 1],
    ]);
    expect(cartTotals(items).subtotal).toBe(29.9 * 2 + 26.9 + 49.9);
  });

  it('keeps the two tones of a two-tone colour apart', () => {
    const one = buildColourLine({
      colour,
      config: pot,
      paintType: 'water',
      volume: '1 L',
      tone: { index: 1, name: 'BLANC' },
    });
    expect(one.variantId).toBe('peinture-pot:water:1:teinte1');
    expect(one.colorData?.color_name).toBe('BLANC');
    expect(one.name).toContain('QNG BLANC');
    // With the tone's own code (the maker sells it alone): that code everywhere on the line.
    const own = buildColourLine({
      colour,
      config: pot,
      paintType: 'water',
      volume: '1 L',
      tone: { index: 2, name: 'NOIR ÉTOILÉ', code: 'NV676' },
    });
    expect(own).toMatchObject({
      productId: colour.id,
      variantId: 'peinture-pot:water:1:teinte2',
      referenceCode: 'NV676',
      colorData: { color_code: 'NV676', color_name: 'NOIR ÉTOILÉ' },
    });
    expect(own.name).toContain('NV676 NOIR ÉTOILÉ');
  });

  it('builds stable variant ids without paint type', () => {
    expect(colourVariantId('peinture-stylo', null, '20ml')).toBe('peinture-stylo:standard:0.02');
    expect(colourVariantId('peinture-bombe', 'solvent', '400 ml')).toBe(
      'peinture-bombe:solvent:0.4',
    );
  });
});

describe('varnish pen line', () => {
  it('is a separate stylo line of 0.02 L and 0.03 kg at the stylo-vernis 20ml price', () => {
    expect(buildVarnishLine(varnish)).toMatchObject({
      productId: 'cfg-vernis',
      variantId: 'vernis:0.02',
      price: 12.95,
      packaging_type: 'stylo',
      volume_liters: 0.02,
      weight_kg: 0.03,
      paintType: 'vernis',
      isColorProduct: true,
    });
  });

  it('falls back to 9.95 € without a price', () => {
    expect(varnishPenPrice(null)).toBe(995);
    expect(buildVarnishLine(undefined)).toMatchObject({ productId: 'stylo-vernis', price: 9.95 });
  });
});

describe('nameGender', () => {
  it.each([
    ["Peinture en pot Renault NV906 Gris Aluminium – Hydro (à l'eau) – 0,5 L", 'feminine'],
    ['Peinture en bombe Peugeot EWP Blanc Banquise – 400 ml', 'feminine'],
    ['Stylo de retouche Peugeot EWP Blanc Banquise – 20 ml', 'masculine'],
    ['Stylo vernis de finition – Vernis – 20 ml', 'masculine'],
    ['Kit de retouche', 'masculine'],
    ['', 'masculine'],
  ])('« %s » is %s', (name, gender) => {
    expect(nameGender(name)).toBe(gender);
  });
});
