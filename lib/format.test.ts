import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/money';
import { PAINT_CONFIGS } from '@/supabase/seed/data/paint';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatDayMonth,
  formatFullDateTime,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatPercentNumber,
  formatVolume,
  formatWholeEuros,
  parisDay,
  parseVolumeLiters,
  volumeLabel,
} from './format';

/** A decimal point inside a number followed by a unit: what a French page must never show. */
const ENGLISH_DECIMAL = /\d\.\d+\s*(?:L|ml|€|kg|g)\b/;

describe('French quantities', () => {
  it('writes volumes with a decimal comma and a space before the unit', () => {
    expect(formatVolume(0.5)).toBe('0,5 L');
    expect(formatVolume(0.75)).toBe('0,75 L');
    expect(formatVolume(1)).toBe('1 L');
    expect(formatVolume(1.5)).toBe('1,5 L');
    expect(formatVolume(2.25)).toBe('2,25 L');
    expect(formatVolume(0.4)).toBe('400 ml');
    expect(formatVolume(0.02)).toBe('20 ml');
    expect(volumeLabel('400ml')).toBe('400 ml');
    expect(volumeLabel('0.5 L')).toBe('0,5 L');
    expect(volumeLabel('1,5 L')).toBe('1,5 L');
    expect(volumeLabel('au choix')).toBe('au choix');
  });

  it('writes weights and money the French way', () => {
    expect(formatCents(1250).replace(/\s/g, ' ')).toBe('12,50 €');
  });

  it('shows every volume and price of the demo paint configurations without a decimal point', () => {
    for (const config of PAINT_CONFIGS) {
      for (const volume of config.volumes) {
        const shown = volumeLabel(volume);
        expect(parseVolumeLiters(shown)).toBe(parseVolumeLiters(volume));
        expect(shown).not.toMatch(ENGLISH_DECIMAL);
        expect(shown).toMatch(/^\d+(,\d+)? (L|ml)$/);
      }
      for (const row of Object.values(config.pricing)) {
        const prices = 'price_ttc' in row ? [row] : Object.values(row);
        for (const price of prices) {
          expect(formatCents(Math.round(Number(price.price_ttc) * 100))).not.toMatch(
            ENGLISH_DECIMAL,
          );
        }
      }
    }
  });
});

/** Intl separates thousands and « € » with narrow or plain no-break spaces: read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('French dates, in Paris time whatever the machine', () => {
  // 22:30 UTC in winter is 23:30 in Paris, the 24th; the machine's UTC day is also the 24th, but
  // 23:30 UTC is already 00:30 the 25th in Paris.
  const lateEvening = new Date('2026-11-24T22:30:00Z');
  const pastMidnightInParis = new Date('2026-11-24T23:30:00Z');

  it('dates an order placed at 23:30 in Paris that day, and one at 00:30 the next', () => {
    expect(formatDate(lateEvening)).toBe('24/11/2026');
    expect(formatDate(pastMidnightInParis)).toBe('25/11/2026');
    // Summer time: 21:30 UTC is 23:30 in Paris, the same day.
    expect(formatDate(new Date('2026-07-14T21:30:00Z'))).toBe('14/07/2026');
    expect(formatDateTime(lateEvening)).toBe('24/11/2026 23:30');
    expect(parisDay(pastMidnightInParis)).toBe('2026-11-25');
  });

  it('writes the first of the month as an ordinal in words', () => {
    expect(formatLongDate(new Date('2026-11-30T23:30:00Z'))).toBe('1er décembre 2026');
    expect(formatLongDate(new Date('2026-11-24T10:00:00Z'))).toBe('24 novembre 2026');
    expect(formatLongDate(new Date('2026-11-11T10:00:00Z'))).toBe('11 novembre 2026');
  });

  it('writes moments in full and to the second', () => {
    expect(formatFullDateTime(lateEvening)).toBe('mardi 24 novembre 2026 à 23:30');
    expect(formatDateTimeSeconds(new Date('2026-11-24T22:30:05Z'))).toBe('24 nov. 2026, 23:30:05');
  });

  it('shows a calendar day as that day, whatever the zone', () => {
    expect(formatCalendarDay('2026-11-24')).toBe('24/11/2026');
    expect(formatCalendarDay('2026-03-29')).toBe('29/03/2026');
    expect(formatCalendarDay(null)).toBe('');
    expect(formatDayMonth('2026-05-15')).toBe('15 mai');
    expect(formatMonthYear('2019-05-01')).toBe('mai 2019');
  });
});

describe('French numbers', () => {
  it('groups thousands and writes decimal commas', () => {
    expect(spaced(formatNumber(12345))).toBe('12 345');
    expect(formatNumber(0.125)).toBe('0,125');
    expect(formatPercentNumber(5.5)).toBe('5,5');
    expect(formatPercentNumber(20)).toBe('20');
    expect(spaced(formatWholeEuros(1234.56))).toBe('1 235 €');
  });
});
