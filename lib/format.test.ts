import { describe, expect, it } from 'vitest';
import { PAINT_CONFIGS } from '@/supabase/seed/data/paint';
import { formatCents, formatVolume, formatWeight, parseVolumeLiters, volumeLabel } from './format';

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
    expect(formatWeight(1.2)).toBe('1,2 kg');
    expect(formatWeight(0.35)).toBe('350 g');
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
