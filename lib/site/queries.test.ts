import { describe, expect, it } from 'vitest';
import { siteSeoOf, socialLinksOf } from './queries';

describe('socialLinksOf', () => {
  it('lists each configured network in order', () => {
    expect(
      socialLinksOf({
        social: {
          tiktok: 'https://www.tiktok.com/@nuancier',
          facebook: 'https://www.facebook.com/nuancier',
        },
      }),
    ).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/nuancier' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@nuancier' },
    ]);
  });

  it('leaves out empty, blank and unsafe values', () => {
    expect(
      socialLinksOf({
        social: { facebook: '', instagram: '   ', tiktok: 'javascript:alert(1)' },
      }),
    ).toEqual([]);
    expect(socialLinksOf({ social: { instagram: 'pas une adresse' } })).toEqual([]);
  });

  it('copes with a missing or malformed setting', () => {
    expect(socialLinksOf(undefined)).toEqual([]);
    expect(socialLinksOf(null)).toEqual([]);
    expect(socialLinksOf({})).toEqual([]);
    expect(socialLinksOf({ social: 'facebook' })).toEqual([]);
    expect(socialLinksOf({ social: { facebook: 42 } })).toEqual([]);
  });
});

describe('siteSeoOf', () => {
  it('keeps the texts set, trimmed', () => {
    expect(
      siteSeoOf({ seo: { defaultTitle: '  Peinture auto  ', homeDescription: 'Accueil' } }),
    ).toEqual({ defaultTitle: 'Peinture auto', homeDescription: 'Accueil' });
  });

  it('drops blank, non-text and unknown values', () => {
    expect(
      siteSeoOf({ seo: { defaultTitle: ' ', homeTitle: 42, autre: 'x' }, social: {} }),
    ).toEqual({});
    expect(siteSeoOf(null)).toEqual({});
    expect(siteSeoOf({ seo: 'texte' })).toEqual({});
  });
});
