import { describe, expect, it } from 'vitest';
import { englishDecimals } from '../e2e/support/french-numbers';

describe('the e2e suite’s French number check', () => {
  it('finds a decimal point before L, ml, € or kg, with or without a space', () => {
    expect(englishDecimals('Pot 0.5 L, bombe 0.4L, 12.50 €, 1.2 kg et 2.5 ml')).toEqual([
      '0.5 L',
      '0.4L',
      '12.50 €',
      '1.2 kg',
      '2.5 ml',
    ]);
    // The spaces Intl puts before a unit or a currency (no-break, narrow no-break).
    expect(englishDecimals('0.5\u00a0L et 12.50\u202f€')).toEqual(['0.5\u00a0L', '12.50\u202f€']);
    expect(englishDecimals('Total 1,234.50\u202f€')).toEqual(['234.50\u202f€']);
  });

  it('lets French numbers and look-alikes through', () => {
    expect(
      englishDecimals('Pot 0,5 L, 400 ml, 12,50 €, 1,2 kg, version 2.0 Luxe, 1.5 Lumière'),
    ).toEqual([]);
    // A version or a date, then a word starting with the unit's letters.
    expect(englishDecimals('v1.2 kilogrammes, 3.4 mlle, 24.11 Lyon')).toEqual([]);
    // A dotted number with more parts is no decimal (1.2.3 L).
    expect(englishDecimals('révision 1.2.3 L')).toEqual([]);
  });
});
