import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  decimalPrice,
  jsonLdText,
  offerJsonLd,
  organizationJsonLd,
  priceValidUntil,
  productJsonLd,
  type JsonLd,
} from './json-ld';
import { CARRIERS } from '@/tests/support/pricing-data';

const SITE = 'https://www.nuancier.fr';
const now = new Date('2025-03-10T12:00:00Z');

describe('productJsonLd', () => {
  const product = productJsonLd(
    {
      name: 'Vernis 2K HS',
      description: 'Vernis haute brillance',
      path: '/product/vernis-2k-hs',
      images: ['/images/products/vernis-2k-hs.svg'],
      sku: 'VER-2K',
      brand: 'Sikkens',
      category: 'Vernis',
      offers: [{ url: '/product/vernis-2k-hs', priceTtc: 3950, inStock: true, sku: 'VER-2K' }],
    },
    SITE,
    priceValidUntil(now),
    CARRIERS,
  );

  it('describes the product with absolute URLs', () => {
    expect(product['@type']).toBe('Product');
    expect(product.url).toBe('https://www.nuancier.fr/product/vernis-2k-hs');
    expect(product.image).toEqual(['https://www.nuancier.fr/images/products/vernis-2k-hs.svg']);
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'Sikkens' });
    expect(product.mpn).toBe('VER-2K');
  });

  it('gives an offer in EUR, valid 30 days, shipping from the standard carrier’s rates', () => {
    const offer = product.offers as JsonLd;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: '39.50',
      priceCurrency: 'EUR',
      priceValidUntil: '2025-04-09',
      availability: 'https://schema.org/InStock',
    });
    type Details = {
      shippingRate: { value: string; currency: string };
      shippingDestination: { addressCountry: string };
      deliveryTime: {
        handlingTime: { minValue: number; maxValue: number };
        transitTime: { minValue: number; maxValue: number };
      };
    };
    const shipping = offer.shippingDetails as Details[];
    expect(
      shipping.map((d) => [d.shippingDestination.addressCountry, d.shippingRate.value]),
    ).toEqual([
      ['FR', '6.90'],
      ['BE', '14.90'],
    ]);
    expect(shipping[0]!.shippingRate.currency).toBe('EUR');
    expect(shipping[0]!.deliveryTime.handlingTime).toMatchObject({ minValue: 1, maxValue: 2 });
    expect(shipping[0]!.deliveryTime.transitTime).toMatchObject({ minValue: 2, maxValue: 5 });
    // From the free-shipping threshold (59 €), the offer says so.
    const dear = offerJsonLd(
      { url: '/p', priceTtc: 5900, inStock: true },
      SITE,
      priceValidUntil(now),
      CARRIERS,
    );
    expect((dear.shippingDetails as Details[])[0]!.shippingRate.value).toBe('0.00');
    // No carrier read: no shipping promise at all rather than a made-up one.
    expect(offerJsonLd({ url: '/p', priceTtc: 5900, inStock: true }, SITE, 'x')).not.toHaveProperty(
      'shippingDetails',
    );
  });

  it('lists one offer per variant, out of stock ones included', () => {
    const withVariants = productJsonLd(
      {
        name: 'Apprêt',
        path: '/product/appret',
        images: [],
        offers: [
          { url: '/product/appret?variante=a', priceTtc: 1000, inStock: true, name: '1 L' },
          { url: '/product/appret?variante=b', priceTtc: 3500, inStock: false, name: '5 L' },
        ],
      },
      SITE,
      priceValidUntil(now),
    );
    const offers = withVariants.offers as JsonLd[];
    expect(offers).toHaveLength(2);
    expect(offers[1]?.availability).toBe('https://schema.org/OutOfStock');
    expect(offers[0]?.url).toBe('https://www.nuancier.fr/product/appret?variante=a');
  });
});

describe('other builders', () => {
  it('numbers breadcrumb items from 1', () => {
    const list = breadcrumbJsonLd(
      [
        { name: 'Accueil', path: '/' },
        { name: 'Catalogue', path: '/catalogue' },
      ],
      SITE,
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.nuancier.fr/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Catalogue',
        item: 'https://www.nuancier.fr/catalogue',
      },
    ]);
  });

  it('describes the shop as an Organization', () => {
    const org = organizationJsonLd(SITE);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Nuancier' });
    expect(org.logo).toBe('https://www.nuancier.fr/favicon.svg');
  });

  it('formats prices and escapes script endings', () => {
    expect(decimalPrice(1234)).toBe('12.34');
    expect(decimalPrice(5)).toBe('0.05');
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
