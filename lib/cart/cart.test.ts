import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartTotals,
  isCorruptedLineId,
  lineId,
  removeLine,
  sanitizeStoredLines,
  updateLineQuantity,
  type CartInput,
} from './cart';

const mastic: CartInput = {
  productId: 'p1',
  variantId: null,
  name: 'Mastic polyester 1 kg',
  price: 12.9,
};
const vernis: CartInput = { productId: 'p2', variantId: 'v1', name: 'Vernis 2K HS', price: 39.5 };

describe('cart', () => {
  it('builds line ids from product and variant', () => {
    expect(lineId('p1', null)).toBe('p1-default');
    expect(lineId('p2', 'v1')).toBe('p2-v1');
  });

  it('merges the quantity of the same product and variant', () => {
    const items = addLine(addLine([], mastic), { ...mastic, quantity: 2 });
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(3);
  });

  it('keeps different variants apart', () => {
    const items = addLine(addLine([], vernis), { ...vernis, variantId: 'v2' });
    expect(items.map((l) => l.id)).toEqual(['p2-v1', 'p2-v2']);
  });

  it('rejects lines without productId, name or numeric price', () => {
    expect(addLine([], { ...mastic, productId: '' })).toEqual([]);
    expect(addLine([], { ...mastic, name: '' })).toEqual([]);
    expect(addLine([], { ...mastic, price: Number.NaN })).toEqual([]);
  });

  it('removes a line, and a quantity of zero or less removes it too', () => {
    const items = addLine(addLine([], mastic), vernis);
    expect(removeLine(items, 'p1-default').map((l) => l.id)).toEqual(['p2-v1']);
    expect(updateLineQuantity(items, 'p2-v1', 0).map((l) => l.id)).toEqual(['p1-default']);
    expect(updateLineQuantity(items, 'p2-v1', -3).map((l) => l.id)).toEqual(['p1-default']);
    expect(updateLineQuantity(items, 'p2-v1', 4).find((l) => l.id === 'p2-v1')?.quantity).toBe(4);
  });

  it('computes totals in cents without float drift', () => {
    const items = addLine(addLine([], { ...mastic, price: 0.1, quantity: 3 }), {
      ...vernis,
      price: 0.2,
    });
    expect(cartTotals(items)).toEqual({ subtotal: 0.5, total: 0.5, itemCount: 4, discount: 0 });
    expect(cartTotals(items, 0.2).total).toBe(0.3);
  });

  it('tells timestamp-corrupted ids from UUIDs that happen to hold -17', () => {
    expect(isCorruptedLineId('p1-1700000000000')).toBe(true);
    expect(isCorruptedLineId('5f0c2a10-1b2c-4d5e-8f90-123456789abc-1712345678901')).toBe(true);
    expect(
      isCorruptedLineId(
        '5f0c2a10-17bc-4d5e-8f90-170123456789-0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d',
      ),
    ).toBe(false);
    expect(isCorruptedLineId('0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d-default')).toBe(false);
    expect(isCorruptedLineId('0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d-peinture-pot:water:1')).toBe(
      false,
    );
  });

  it('empties a stored cart with corrupted ids and drops malformed lines', () => {
    expect(
      sanitizeStoredLines([
        { id: 'p1-1700000000000', productId: 'p1', name: 'x', price: 1, quantity: 1 },
      ]),
    ).toEqual({ items: [], corrupted: true });
    const { items } = sanitizeStoredLines([
      { id: 'p1-default', productId: 'p1', name: 'x', price: 1, quantity: 2 },
      { id: 'bad', name: 'y', price: 'a' },
    ]);
    expect(items).toHaveLength(1);
  });
});
