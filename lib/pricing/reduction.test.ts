import { describe, expect, it } from 'vitest';
import { reductionReference, shownReduction, type PricePoint } from './reduction';

const NOW = new Date('2026-11-27T12:00:00Z');
/** A point `days` before NOW. */
const at = (days: number, priceTtc: number, announced = false): PricePoint => ({
  priceTtc,
  at: new Date(NOW.getTime() - days * 86_400_000),
  announced,
});

describe('reductionReference (L112-1-1)', () => {
  it('takes the lowest price charged in the 30 days before the reduction began', () => {
    const history = [at(60, 3000), at(20, 2790), at(10, 2890), at(2, 2290, true)];
    expect(reductionReference(history)).toEqual({ since: history[3]!.at, referenceTtc: 2790 });
  });

  it('counts the price in force when the 30 days opened, even if set long before', () => {
    expect(reductionReference([at(90, 2500), at(15, 3200), at(1, 2400, true)])).toEqual({
      since: at(1, 0).at,
      referenceTtc: 2500,
    });
  });

  it('forgets a price that ended before the 30 days opened', () => {
    // 1900 was charged until 40 days before the reduction, then 2500.
    const history = [at(70, 1900), at(41, 2500), at(1, 2200, true)];
    expect(reductionReference(history)?.referenceTtc).toBe(2500);
  });

  it('keeps the reference of the first reduction for successive ones', () => {
    const history = [at(50, 3000), at(10, 2500, true), at(5, 2000, true), at(1, 1500, true)];
    expect(reductionReference(history)).toEqual({ since: history[1]!.at, referenceTtc: 3000 });
    // The second and third prices are reductions, not references: 2500 and 2000 are ignored.
    expect(shownReduction(1500, 3000)).toEqual({ referenceTtc: 3000, percent: 50 });
  });

  it('after a raise, the reference is the low before the raise: no reduction to announce', () => {
    const history = [at(60, 2000), at(10, 2600), at(1, 2300, true)];
    const reduction = reductionReference(history);
    expect(reduction?.referenceTtc).toBe(2000);
    expect(shownReduction(2300, reduction?.referenceTtc)).toBeNull();
  });

  it('a reduction that ended and a new one: the new one looks back from its own start', () => {
    const history = [at(80, 3000), at(40, 2000, true), at(20, 3000), at(1, 2500, true)];
    // The 2000 of the old reduction ended 20 days ago, inside the new one's 30 days.
    expect(reductionReference(history)).toEqual({ since: history[3]!.at, referenceTtc: 2000 });
  });

  it('has no reference without a price before the reduction (no history)', () => {
    expect(reductionReference([])).toBeNull();
    expect(reductionReference([at(1, 1000, true)])).toBeNull();
    expect(reductionReference([at(3, 1000, true), at(1, 900, true)])).toBeNull();
  });

  it('announces nothing when the last price is not announced', () => {
    expect(reductionReference([at(40, 3000), at(10, 2500, true), at(1, 2500)])).toBeNull();
  });
});

describe('shownReduction', () => {
  it('strikes the legal reference and rounds the percentage down', () => {
    expect(shownReduction(2290, 2790)).toEqual({ referenceTtc: 2790, percent: 17 });
  });

  it('shows nothing without a reference or when the price is not below it', () => {
    expect(shownReduction(2000, null)).toBeNull();
    expect(shownReduction(2000, undefined)).toBeNull();
    expect(shownReduction(2000, 2000)).toBeNull();
    expect(shownReduction(2100, 2000)).toBeNull();
  });
});
