import { describe, expect, it } from 'vitest';
import { bitonPageRedirect, colourPageRedirect } from './page-redirects';

const qng = {
  category: 'auto',
  code: 'QNG',
  name: 'Gris Platine',
  manufacturer: { slug: 'renault' },
};

describe('colourPageRedirect', () => {
  it('keeps the colour on its own address', () => {
    expect(colourPageRedirect(qng, { manufacturer: 'renault', color: 'qng-gris-platine' })).toBe(
      null,
    );
  });

  it('sends another slug or maker to the colour address', () => {
    expect(colourPageRedirect(qng, { manufacturer: 'renault', color: 'qng' })).toBe(
      '/catalogue-couleur/auto/renault/qng-gris-platine',
    );
    expect(colourPageRedirect(qng, { manufacturer: 'unknown', color: 'qng-gris-platine' })).toBe(
      '/catalogue-couleur/auto/renault/qng-gris-platine',
    );
    expect(
      colourPageRedirect(
        { ...qng, manufacturer: null },
        { manufacturer: 'unknown', color: 'qng-gris-platine' },
      ),
    ).toBe(null);
  });

  it('sends a two-tone colour to its bi-tone page', () => {
    const twoTone = { ...qng, code: 'XQKNV', name: 'Blanc Nacré + Noir Étoilé' };
    expect(colourPageRedirect(twoTone, { manufacturer: 'renault', color: 'xqknv' })).toBe(
      '/catalogue-couleur/auto/renault/biton/xqknv',
    );
  });
});

describe('bitonPageRedirect', () => {
  it('keeps the bi-tone address and corrects another spelling', () => {
    const colour = { category: 'auto', code: 'KZD + KTV', manufacturer: { slug: 'peugeot' } };
    expect(bitonPageRedirect(colour, { manufacturer: 'peugeot', code: 'kzd-ktv' })).toBe(null);
    expect(bitonPageRedirect(colour, { manufacturer: 'unknown', code: 'kzd-ktv' })).toBe(
      '/catalogue-couleur/auto/peugeot/biton/kzd-ktv',
    );
  });
});
