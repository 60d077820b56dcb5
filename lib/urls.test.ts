import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  brandPath,
  categoryPath,
  colourCategoryUrl,
  colourListUrl,
  colourSectionUrl,
  productPath,
} from './urls';

describe('storefront addresses', () => {
  it('encodes product, category and brand slugs', () => {
    expect(productPath('kit-rénovation')).toBe('/product/kit-r%C3%A9novation');
    expect(productPath('a/b', 'v 1')).toBe('/product/a%2Fb?variante=v%201');
    expect(categoryPath('apprêts')).toBe('/produits/categorie/appr%C3%AAts');
    expect(brandPath('3m')).toBe('/marques/3m');
  });

  it('builds the colour catalogue addresses', () => {
    expect(colourCategoryUrl('auto')).toBe('/catalogue-couleur/auto');
    expect(colourSectionUrl('nacree')).toBe('/catalogue-couleur/nacree');
    expect(colourSectionUrl('nacree', 3)).toBe('/catalogue-couleur/nacree?page=3');
    expect(colourListUrl('moto', 'honda', 2)).toBe(
      '/catalogue-couleur/moto?manufacturer=honda&page=2',
    );
  });

  it('makes absolute URLs whether the site URL ends with a slash or not', () => {
    expect(absoluteUrl('https://nuancier.fr', '/cart')).toBe('https://nuancier.fr/cart');
    expect(absoluteUrl('https://nuancier.fr/', '/cart')).toBe('https://nuancier.fr/cart');
  });
});
