import type { Metadata } from 'next';
import { formatCents } from '@/lib/money';
import { getT } from '@/lib/i18n/server';
import { metaDescription, pageMetadata } from '@/lib/seo/metadata';
import { selectOption, purchaseOf } from './purchase';
import type { ProductDetail } from './types';
import { productPath } from '@/lib/urls';

/** Title, description, canonical (the product address, whatever the variant) and Open Graph. */
export function productMetadata(product: ProductDetail, variantId?: string | null): Metadata {
  const t = getT('product');
  const option = selectOption(purchaseOf(product).options, variantId);
  const title =
    variantId && option.name
      ? t('variantTitle', { name: product.name, variant: option.name })
      : product.name;
  return pageMetadata({
    title,
    description: metaDescription(
      t('metaDescription', {
        name: product.name,
        brand: product.brand?.name ?? 'none',
        price: formatCents(option.priceTtc),
        text: product.shortDescription ?? product.description ?? '',
      }),
      product.name,
    ),
    path: productPath(product.slug),
    images: product.images.slice(0, 1),
  });
}
