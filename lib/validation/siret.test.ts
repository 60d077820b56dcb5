import { describe, expect, it } from 'vitest';
import { checkSiret, luhnValid } from './siret';

describe('SIRET check', () => {
  it('accepts 14 digits whose Luhn key is right, spaces ignored', () => {
    expect(checkSiret('732 829 320 00074')).toEqual({ status: 'valid', siret: '73282932000074' });
    expect(checkSiret('55208131766522')).toEqual({ status: 'valid', siret: '55208131766522' });
  });

  it('reports a wrong key apart from a malformed number', () => {
    expect(checkSiret('73282932000075')).toEqual({ status: 'bad-key', siret: '73282932000075' });
    expect(checkSiret('1234')).toEqual({ status: 'invalid' });
    expect(checkSiret('7328293200007a')).toEqual({ status: 'invalid' });
    expect(checkSiret('')).toEqual({ status: 'invalid' });
    expect(checkSiret(null)).toEqual({ status: 'invalid' });
  });

  it("follows La Poste's own rule (sum of digits a multiple of 5)", () => {
    expect(checkSiret('35600000049837').status).toBe('valid');
    expect(luhnValid('35600000049837')).toBe(false);
    expect(checkSiret('35600000000011').status).toBe('bad-key');
  });

  it('computes Luhn', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });
});
