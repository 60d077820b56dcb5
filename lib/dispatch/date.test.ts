import { describe, expect, it } from 'vitest';
import { easterSunday, frenchHolidays, isWorkingDay } from '@/lib/working-days';
import { addWorkingDays, dispatchDates, dispatchDay } from './date';
import { formatCutoff, formatDispatchDay, formatDispatchDayWithYear } from './format';
import { DEFAULT_DISPATCH, dispatchRules, dispatchSettingsOf } from './rules';

/** A Paris wall-clock moment; `offset`: Paris's offset from UTC that day (+01:00 or +02:00). */
const paris = (day: string, time: string, offset = '+01:00') =>
  new Date(`${day}T${time}:00${offset}`);
const sameDay = { preparationDays: 0, cutoff: '14:00' };
const within24h = { preparationDays: 1, cutoff: '14:00' };

describe('dispatchDay', () => {
  it('takes an order in the same day before the cut-off, the next working day from it on', () => {
    // Thursday 26 November 2026.
    expect(dispatchDay(paris('2026-11-26', '13:59'), sameDay)).toBe('2026-11-26');
    expect(dispatchDay(paris('2026-11-26', '14:00'), sameDay)).toBe('2026-11-27');
    expect(dispatchDay(paris('2026-11-26', '13:59'), within24h)).toBe('2026-11-27');
    expect(dispatchDay(paris('2026-11-26', '14:00'), within24h)).toBe('2026-11-30');
  });

  it('reads the cut-off in Paris time, summer and winter alike', () => {
    // 11:59 UTC is 13:59 in Paris in May (UTC+2), 12:59 in November (UTC+1).
    expect(dispatchDay(new Date('2027-05-04T11:59:00Z'), sameDay)).toBe('2027-05-04');
    expect(dispatchDay(new Date('2027-05-04T12:00:00Z'), sameDay)).toBe('2027-05-05');
    expect(dispatchDay(new Date('2026-11-26T12:59:00Z'), sameDay)).toBe('2026-11-26');
    expect(dispatchDay(new Date('2026-11-26T13:00:00Z'), sameDay)).toBe('2026-11-27');
  });

  it('moves a Friday order after the cut-off, and a weekend one, to Monday', () => {
    expect(dispatchDay(paris('2026-11-27', '14:30'), sameDay)).toBe('2026-11-30');
    expect(dispatchDay(paris('2026-11-28', '09:00'), sameDay)).toBe('2026-11-30');
    expect(dispatchDay(paris('2026-11-29', '23:59'), sameDay)).toBe('2026-11-30');
    // Prepared within 24 h: Friday afternoon ships on Tuesday 1 December.
    expect(dispatchDay(paris('2026-11-27', '15:25'), within24h)).toBe('2026-12-01');
  });

  it('skips Christmas and 1 May', () => {
    // Thursday 24 December 2026 after the cut-off: Friday 25 is Christmas → Monday 28.
    expect(dispatchDay(paris('2026-12-24', '15:00'), sameDay)).toBe('2026-12-28');
    // Thursday 30 April 2026 after the cut-off: Friday 1 May → Monday 4 May.
    expect(dispatchDay(paris('2026-04-30', '16:00', '+02:00'), sameDay)).toBe('2026-05-04');
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(isWorkingDay('2026-05-01')).toBe(false);
  });

  it('skips Easter Monday 2027 (29 March) and Ascension 2027 (6 May)', () => {
    // Friday 26 March 2027 after the cut-off: Monday 29 is Easter Monday → Tuesday 30.
    expect(dispatchDay(paris('2027-03-26', '14:01'), sameDay)).toBe('2027-03-30');
    // Wednesday 5 May 2027 after the cut-off: Thursday 6 is Ascension → Friday 7.
    expect(dispatchDay(paris('2027-05-05', '15:00', '+02:00'), sameDay)).toBe('2027-05-07');
  });

  it('works the bridge day between a holiday and the weekend, and only it', () => {
    // Ascension 2027 on Thursday: the Friday « pont » is a working day, the weekend is not.
    expect(isWorkingDay('2027-05-07')).toBe(true);
    expect(dispatchDay(paris('2027-05-05', '15:00', '+02:00'), within24h)).toBe('2027-05-10');
    expect(
      dispatchDay(paris('2027-05-05', '15:00', '+02:00'), { ...within24h, preparationDays: 2 }),
    ).toBe('2027-05-11');
  });
});

describe('French public holidays', () => {
  it('computes Easter and the days that follow it', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(frenchHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });
});

describe('dispatchDates', () => {
  it('counts the carrier’s transit in working days after the dispatch day', () => {
    // Shipped Tuesday 1 December 2026, 2 to 4 days: Thursday 3 to Monday 7.
    expect(dispatchDates(paris('2026-11-27', '15:25'), within24h, { min: 2, max: 4 })).toEqual({
      dispatchOn: '2026-12-01',
      delivery: { from: '2026-12-03', to: '2026-12-07' },
    });
    expect(dispatchDates(paris('2026-11-27', '15:25'), within24h, null).delivery).toBeNull();
    // Through Christmas: shipped Thursday 24 December, one day → Monday 28.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-28');
  });
});

describe('dispatchRules and the French wording', () => {
  it('gives colour paint its own preparation time, the longer one for a mixed order', () => {
    const settings = { preparationDays: 1, paintPreparationDays: 3, cutoff: '14:00' };
    expect(dispatchRules(settings, false)).toEqual({ preparationDays: 1, cutoff: '14:00' });
    expect(dispatchRules(settings, true)).toEqual({ preparationDays: 3, cutoff: '14:00' });
    expect(dispatchRules({ ...settings, paintPreparationDays: 0 }, true).preparationDays).toBe(1);
  });

  it('reads odd stored settings as the defaults', () => {
    expect(dispatchSettingsOf({ preparationDays: -1, cutoff: '25:00' })).toEqual(DEFAULT_DISPATCH);
    expect(dispatchSettingsOf(null)).toEqual(DEFAULT_DISPATCH);
  });

  it('writes the days and the cut-off the French way', () => {
    expect(formatDispatchDay('2026-12-01')).toBe('mardi 1er décembre');
    expect(formatDispatchDay('2026-11-30')).toBe('lundi 30 novembre');
    expect(formatDispatchDayWithYear('2027-05-10')).toBe('lundi 10 mai 2027');
    expect(formatCutoff('14:00')).toBe('14 h');
    expect(formatCutoff('09:30')).toBe('9 h 30');
  });
});
