import { describe, expect, it } from 'vitest';
import { addDays, isFrenchPublicHoliday } from '@/lib/working-days';
import { afterWithdrawalDeadlines, withdrawalLastDay, withdrawalWindow } from './period';

/** A moment of a Paris calendar day (noon, summer or winter time alike). */
const paris = (day: string, time = '12:00:00') => new Date(`${day}T${time}+01:00`);

describe('withdrawal period', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-11-24', 14)).toBe('2026-12-08');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
  });

  it('knows the French public holidays, Easter-based ones included', () => {
    expect(isFrenchPublicHoliday('2026-12-25')).toBe(true);
    expect(isFrenchPublicHoliday('2026-11-11')).toBe(true);
    expect(isFrenchPublicHoliday('2026-04-06')).toBe(true); // Easter Monday 2026
    expect(isFrenchPublicHoliday('2026-05-14')).toBe(true); // Ascension 2026
    expect(isFrenchPublicHoliday('2026-05-25')).toBe(true); // Whit Monday 2026
    expect(isFrenchPublicHoliday('2027-03-29')).toBe(true); // Easter Monday 2027
    expect(isFrenchPublicHoliday('2026-11-24')).toBe(false);
    expect(isFrenchPublicHoliday('2026-04-05')).toBe(false);
  });

  it('ends 14 days after the day of delivery, on a working day', () => {
    // Delivered Tuesday 24 November: the 14th day is Tuesday 8 December.
    expect(withdrawalLastDay(paris('2026-11-24'))).toBe('2026-12-08');
    // The day of delivery is the Paris day: 23:30 UTC on the 24th is the 25th in Paris.
    expect(withdrawalLastDay(new Date('2026-11-24T23:30:00+01:00'))).toBe('2026-12-08');
    expect(withdrawalLastDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-12-09');
    // 14th day a Saturday (delivered Saturday 21 November): moved to Monday 7 December.
    expect(withdrawalLastDay(paris('2026-11-21'))).toBe('2026-12-07');
    // 14th day Friday 25 December, then a weekend: Monday 28 December.
    expect(withdrawalLastDay(paris('2026-12-11'))).toBe('2026-12-28');
  });

  it('is open before delivery, until the end of the last day after it, never once cancelled', () => {
    const delivered = paris('2026-11-24');
    expect(withdrawalWindow({ status: 'shipped', deliveredAt: null }, paris('2027-06-01'))).toEqual(
      {
        open: true,
        lastDay: null,
      },
    );
    expect(
      withdrawalWindow(
        { status: 'delivered', deliveredAt: delivered },
        paris('2026-12-08', '23:59:00'),
      ),
    ).toEqual({ open: true, lastDay: '2026-12-08' });
    expect(
      withdrawalWindow(
        { status: 'delivered', deliveredAt: delivered },
        paris('2026-12-09', '00:01:00'),
      ),
    ).toEqual({ open: false, reason: 'closed', lastDay: '2026-12-08' });
    expect(
      withdrawalWindow({ status: 'cancelled', deliveredAt: null }, paris('2026-11-25')),
    ).toEqual({ open: false, reason: 'cancelled', lastDay: null });
    expect(
      withdrawalWindow({ status: 'refunded', deliveredAt: delivered }, paris('2026-11-25')),
    ).toMatchObject({ open: false, reason: 'cancelled' });
  });

  it('gives the buyer 14 days to return and the shop 14 days to refund', () => {
    expect(afterWithdrawalDeadlines(new Date('2026-11-27T23:30:00Z'))).toEqual({
      returnBy: '2026-12-12',
      refundBy: '2026-12-12',
    });
  });
});
