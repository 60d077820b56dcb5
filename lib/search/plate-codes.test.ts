import { describe, expect, it } from 'vitest';
import { codeKey } from '@/lib/search/normalise';
import { plateConvention, plateReadings, samePlateCode } from './plate-codes';

const same = (typed: string, stored: string, maker: string) =>
  samePlateCode(codeKey(typed), codeKey(stored), maker);

describe('plate codes', () => {
  it.each([
    ['TEKNG', 'KNG', 'renault'],
    ['TE NNP', 'NNP', 'renault'],
    ['TENNP', 'NNP', 'renault'],
    ['NVNNP', 'NNP', 'renault'],
    ['te-nnp', 'NNP', 'dacia'],
    ['OV369', '369', 'renault'],
    ['369', 'OV369', 'renault'],
    ['KNA', 'TEKNA', 'renault'],
    ['NV 676', '676', 'alpine'],
    ['C9X', 'LC9X', 'volkswagen'],
    ['L-A7W', 'LA7W', 'volkswagen'],
    ['LC 9X', 'LC9X', 'volkswagen'],
    ['l c9x', 'C9X', 'seat'],
    ['LY9C', 'Y9C', 'audi'],
  ])('« %s » is %s on a %s plate', (typed, stored, maker) => {
    expect(same(typed, stored, maker)).toBe(true);
  });

  it.each([
    ['TEKNG', 'KNG', 'bmw'],
    ['TEKNG', 'KNA', 'renault'],
    ['C9X', 'LC9X', 'renault'],
    ['OV4W', '4W', 'renault'],
    ['NNPNV', 'NNP', 'renault'],
    ['', '', 'renault'],
  ])('« %s » is not %s on a %s plate', (typed, stored, maker) => {
    expect(same(typed, stored, maker)).toBe(false);
  });

  it('keeps Peugeot and Citroën codes as printed (O read as 0, separators ignored)', () => {
    expect(plateConvention('peugeot')).toBeNull();
    expect(codeKey('MOLZ')).toBe(codeKey('M0LZ'));
    expect(codeKey('E-W P')).toBe(codeKey('EWP'));
    expect(codeKey('e w p')).toBe(codeKey('EWP'));
    expect(codeKey('K.T.V')).toBe(codeKey('KTV'));
  });

  it('spells a typed code for each convention it reads under', () => {
    expect(plateReadings('TE NNP').map((r) => [r.convention.makers[0], r.keys])).toEqual([
      ['renault', ['nnp', 'tennp', '0vnnp', 'nvnnp']],
    ]);
    expect(plateReadings('LC9X').map((r) => [r.convention.makers[0], r.keys])).toEqual([
      ['volkswagen', ['c9x', 'lc9x']],
    ]);
    expect(plateReadings('Blanc Nacré')).toEqual([]);
  });
});
