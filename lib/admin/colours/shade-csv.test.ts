import { describe, expect, it } from 'vitest';
import { formatShadeCell, parseShadeCell } from './shade-csv';

describe('the colour CSV’s variantes cell', () => {
  const cell =
    'plus claire / EWP-V1 / 2012- / #F8F9F7 / 208 (Poissy, Trnava) | standard / / 2005-2020 / #f3f4f2 / Transporter T5/T6';

  it('reads each variant, « standard » being the standard wherever it stands', () => {
    const read = parseShadeCell(cell);
    expect(read).toEqual({
      kind: 'set',
      shades: [
        {
          name: 'plus claire',
          variantCode: 'EWP-V1',
          yearFrom: 2012,
          yearTo: null,
          swatchHex: '#f8f9f7',
          models: '208 (Poissy, Trnava)',
          isStandard: false,
          position: 0,
        },
        {
          name: 'standard',
          variantCode: null,
          yearFrom: 2005,
          yearTo: 2020,
          swatchHex: '#f3f4f2',
          models: 'Transporter T5/T6',
          isStandard: true,
          position: 1,
        },
      ],
    });
  });

  it('writes back what it reads', () => {
    const read = parseShadeCell(cell);
    if (read.kind !== 'set') throw new Error('lu');
    expect(parseShadeCell(formatShadeCell(read.shades))).toEqual(read);
  });

  it('keeps on an empty cell, clears on « - », refuses what it cannot read', () => {
    expect(parseShadeCell('')).toEqual({ kind: 'keep' });
    expect(parseShadeCell(' - ')).toEqual({ kind: 'clear' });
    expect(parseShadeCell('plus claire / / 2015-2012')).toMatchObject({ kind: 'error' });
    expect(parseShadeCell('plus claire / / / bleu')).toMatchObject({ kind: 'error' });
    expect(parseShadeCell(' / X1')).toMatchObject({ kind: 'error' });
    expect(parseShadeCell('claire | Claire')).toMatchObject({ kind: 'error' });
  });
});
