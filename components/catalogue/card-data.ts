import 'server-only';
import { getImageProps } from 'next/image';
import { formatCents } from '@/lib/money';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { isVector, productImage } from '@/lib/catalogue/images';
import type { ProductSummary, StockState } from '@/lib/catalogue/types';
import { productPath } from '@/lib/urls';
import { getT } from '@/lib/i18n/server';
import { shownReduction } from '@/lib/pricing/reduction';
import type { ReductionTexts } from '@/components/pricing/reduction-note';

/** A picture's <img> attributes (a vector's own file, or the optimiser's `srcset`). */
type ImageAttributes = { src: string; srcSet?: string; sizes?: string };

/**
 * What a product card shows, every text already formatted by the server: the browser only
 * lays it out (see ProductCards). Only the fields present are sent.
 */
export type CardData = {
  /** The product's id: the professional price island asks its price by it. */
  id: string;
  href: string;
  name: string;
  image: ImageAttributes;
  brand?: string;
  reference?: string;
  /** « À partir de » when the variants have different prices. */
  from?: string;
  price: string;
  ht: string;
  stock: StockState;
  stockLabel: string;
  /** « 3 formats » when there are several variants. */
  variants?: string;
  /** An announced reduction: badge, struck legal reference, 30-day low (L112-1-1). */
  reduction?: ReductionTexts;
};

const CARD_SIZES = '(min-width: 1280px) 18vw, (min-width: 768px) 30vw, 50vw';

export function imageAttributes(src: string | null | undefined, sizes: string, size = 600) {
  const image = productImage(src);
  if (isVector(image)) return { src: image };
  const { props } = getImageProps({ src: image, alt: '', width: size, height: size, sizes });
  return {
    src: props.src,
    ...(props.srcSet ? { srcSet: props.srcSet } : {}),
    ...(props.sizes ? { sizes: props.sizes } : {}),
  };
}

/** The card's reduction texts, formatted here; nothing unless the reduction is real. */
function reductionEntry(priceTtc: number, referenceTtc: number | null | undefined) {
  const reduction = shownReduction(priceTtc, referenceTtc);
  if (!reduction) return {};
  const t = getT('reduction');
  const reference = formatCents(reduction.referenceTtc);
  return {
    reduction: {
      badge: t('badge', { percent: reduction.percent }),
      struck: reference,
      lowest: t('lowest', { price: reference }),
    },
  };
}

export function cardData(product: ProductSummary): CardData {
  const t = getCatalogueT();
  const tProduct = getT('product');
  return {
    id: product.id,
    href: productPath(product.slug),
    name: product.name,
    image: imageAttributes(product.image, CARD_SIZES),
    ...(product.brand ? { brand: product.brand.name } : {}),
    ...(product.referenceCode
      ? { reference: t('card.reference', { code: product.referenceCode }) }
      : {}),
    ...(product.priceFrom ? { from: t('card.from') } : {}),
    price: formatCents(product.priceTtc),
    ht: t('card.ht', { price: formatCents(product.priceHt) }),
    stock: product.stock,
    stockLabel: tProduct(`stock.${product.stock}`),
    ...reductionEntry(product.priceTtc, product.reductionReferenceTtc),
    ...(product.variantCount > 1
      ? { variants: t('card.variants', { count: product.variantCount }) }
      : {}),
  };
}
