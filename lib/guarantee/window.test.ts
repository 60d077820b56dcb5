import { describe, expect, it } from 'vitest';
import { claimWindow, isColourLine } from './window';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('claimWindow', () => {
  it('is closed before the order leaves', () => {
    expect(claimWindow({ deliveredAt: null, shippedAt: null }, 30, day('2026-11-27'))).toEqual({
      open: false,
      reason: 'notShipped',
    });
  });

  it('counts the days from delivery, else from shipping', () => {
    const delivered = { deliveredAt: day('2026-11-01'), shippedAt: day('2026-10-29') };
    expect(claimWindow(delivered, 30, day('2026-12-01'))).toMatchObject({ open: true });
    expect(claimWindow(delivered, 30, day('2026-12-02'))).toEqual({
      open: false,
      reason: 'expired',
    });
    const shipped = { deliveredAt: null, shippedAt: day('2026-10-29') };
    expect(claimWindow(shipped, 30, day('2026-11-28'))).toMatchObject({ open: true });
    expect(claimWindow(shipped, 30, day('2026-11-29'))).toMatchObject({ open: false });
  });
});

describe('isColourLine', () => {
  it('covers custom paint with a colour only (not the varnish pen nor the test card)', () => {
    expect(isColourLine({ isCustomPaint: true, colour: { code: 'QNG' } })).toBe(true);
    expect(isColourLine({ isCustomPaint: true, colour: null })).toBe(false);
    expect(isColourLine({ isCustomPaint: false, colour: null })).toBe(false);
  });
});
