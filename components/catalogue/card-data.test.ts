import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@/lib/catalogue/types';
import { cardData, imageAttributes } from './card-data';

const product: ProductSummary = {
  id: '00000000-0000-0000-0000-000000000001',
  slug: 'vernis-2k',
  name: 'Vernis 2K',
  referenceCode: 'VER-2K',
  image: '/images/products/vernis-2k.svg',
  priceTtc: 6990,
  priceHt: 5825,
  priceFrom: true,
  variantCount: 2,
  stock: 'low_stock',
  brand: { slug: 'vernilux', name: 'Vernilux' },
};

describe('cardData', () => {
  it('formats every text of the card on the server', () => {
    expect(cardData(product)).toEqual({
      id: '00000000-0000-0000-0000-000000000001',
      href: '/product/vernis-2k',
      name: 'Vernis 2K',
      image: { src: '/images/products/vernis-2k.svg' },
      brand: 'Vernilux',
      reference: 'Réf. VER-2K',
      from: 'À partir de',
      price: '69,90\u00a0€',
      ht: '58,25\u00a0€ HT',
      stock: 'low_stock',
      stockLabel: 'Stock faible',
      variants: '2 formats',
    });
  });

  it('sends no key for what the card does not show', () => {
    const card = cardData({
      ...product,
      referenceCode: null,
      brand: null,
      priceFrom: false,
      variantCount: 1,
      stock: 'in_stock',
    });
    expect(Object.keys(card).sort()).toEqual(
      ['id', 'href', 'ht', 'image', 'name', 'price', 'stock', 'stockLabel'].sort(),
    );
    expect(Object.values(card)).not.toContain(undefined);
  });
});

describe('cardData: an announced reduction (L112-1-1)', () => {
  it('strikes the legal reference with the percentage and the 30-day low', () => {
    const card = cardData({ ...product, priceTtc: 3890, reductionReferenceTtc: 4490 });
    expect(card.reduction).toEqual({
      badge: 'Promo −13\u00a0%',
      struck: '44,90\u00a0€',
      lowest: 'Prix le plus bas des 30 derniers jours : 44,90\u00a0€',
    });
  });

  it('announces nothing when the price is not below the reference, or without one', () => {
    expect(
      cardData({ ...product, priceTtc: 4490, reductionReferenceTtc: 4490 }),
    ).not.toHaveProperty('reduction');
    expect(cardData({ ...product, reductionReferenceTtc: null })).not.toHaveProperty('reduction');
  });
});

describe('imageAttributes', () => {
  it('serves a vector as it is and a missing picture as the placeholder', () => {
    expect(imageAttributes('/images/a.svg', '50vw')).toEqual({ src: '/images/a.svg' });
    expect(imageAttributes(null, '50vw')).toEqual({ src: '/images/placeholder-product.svg' });
    expect(imageAttributes('https://elsewhere.example/a.png', '50vw')).toEqual({
      src: '/images/placeholder-product.svg',
    });
  });

  it('sends other pictures through the image optimiser with a srcset for the sizes', () => {
    const attributes = imageAttributes('/images/products/photo.jpg', '50vw');
    expect(attributes.src).toMatch(/^\/_next\/image\?url=%2Fimages%2Fproducts%2Fphoto\.jpg&w=\d+/);
    expect(attributes.srcSet).toContain(' 640w');
    expect(attributes.sizes).toBe('50vw');
  });
});
