import { describe, expect, it } from 'vitest';
import { mergeQuantities, serverIds } from './merge';

const P = '0b6f3a57-9b7e-4d62-9a55-2a0f7c3d1e11';
const V = '6c2d4e8f-1a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe('serverIds', () => {
  it('keeps UUIDs and builds the local line key', () => {
    expect(serverIds({ productId: P, variantId: V })).toEqual({
      productId: P,
      variantId: V,
      configKey: null,
      lineKey: `${P}-${V}`,
    });
  });
  it('strips a trailing suffix from the product id and nulls a bad variant id', () => {
    expect(serverIds({ productId: `${P}-default`, variantId: 'abc' })).toMatchObject({
      productId: P,
      variantId: null,
      lineKey: `${P}-default`,
    });
  });
  it('refuses a product id that is no UUID', () => {
    expect(serverIds({ productId: 'peinture-renault-qng', variantId: null })).toBeNull();
  });
  it('keeps a custom paint configuration in the key, not as a variant', () => {
    expect(
      serverIds({ productId: P, variantId: 'peinture-pot:water:1', isColorProduct: true }),
    ).toEqual({
      productId: P,
      variantId: null,
      configKey: 'peinture-pot:water:1',
      lineKey: `${P}-peinture-pot:water:1`,
    });
  });
});

describe('mergeQuantities (sign-in)', () => {
  it('adds the quantities of the same line and appends the others', () => {
    const { merged, changed } = mergeQuantities(
      [
        { lineKey: 'a', quantity: 2 },
        { lineKey: 'b', quantity: 1 },
      ],
      [
        { lineKey: 'a', quantity: 3 },
        { lineKey: 'c', quantity: 1 },
      ],
    );
    expect(changed).toBe(true);
    expect(merged).toEqual([
      { lineKey: 'a', quantity: 5 },
      { lineKey: 'b', quantity: 1 },
      { lineKey: 'c', quantity: 1 },
    ]);
  });
  it('leaves the database cart alone when the local cart is empty', () => {
    expect(mergeQuantities([{ lineKey: 'a', quantity: 2 }], [])).toEqual({
      merged: [{ lineKey: 'a', quantity: 2 }],
      changed: false,
    });
  });
});
