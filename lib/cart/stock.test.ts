import { describe, expect, it } from 'vitest';
import { decideStock } from './stock';

const facts = { name: 'Apprêt', stock: 5, unlimited: false };

describe('decideStock', () => {
  it('accepts what fits in the stock with what the cart holds', () => {
    expect(decideStock(facts, 2, 3)).toEqual({ kind: 'ok', quantity: 3 });
  });

  it('lowers to the remaining stock when some is left', () => {
    expect(decideStock(facts, 2, 4)).toEqual({
      kind: 'adjusted',
      quantity: 3,
      stock: 5,
      inCart: 2,
      name: 'Apprêt',
    });
    // Changing a quantity: nothing counted in the cart, the new quantity is checked.
    expect(decideStock(facts, 0, 9)).toMatchObject({ kind: 'adjusted', quantity: 5 });
  });

  it('refuses when nothing is left', () => {
    expect(decideStock(facts, 5, 1)).toEqual({
      kind: 'refused',
      stock: 5,
      inCart: 5,
      name: 'Apprêt',
    });
    expect(decideStock({ ...facts, stock: -2 }, 0, 1)).toMatchObject({ kind: 'refused', stock: 0 });
  });

  it('never checks unlimited stock', () => {
    expect(decideStock({ ...facts, stock: 0, unlimited: true }, 40, 60)).toEqual({
      kind: 'ok',
      quantity: 60,
    });
  });
});
