import 'server-only';
import { getDb } from '@/lib/db/client';
import type { FeedItem } from './google-shopping';
import { ORGANIZATION } from '@/lib/seo/constants';
import { productImage } from '@/lib/catalogue/images';
import { listFeedProducts } from '@/lib/catalogue/queries';
import { sectionOf, type SectionKey } from '@/lib/catalogue/sections';
import type { FeedProduct } from '@/lib/catalogue/types';
import { absoluteUrl, productPath } from '@/lib/urls';

/** Google product taxonomy paths (full text, accepted in place of ids) by catalogue section. */
const GOOGLE_CATEGORY: Record<SectionKey, string> = {
  carrosserie:
    'Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Paint',
  outillage:
    'Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Repair & Specialty Tools',
  equipement:
    'Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Repair & Specialty Tools',
  detailing:
    'Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Cleaning',
};
const PROTECTIVE_GEAR = 'Business & Industrial > Work Safety Protective Gear';
const PROTECTIVE_SLUGS = new Set(['epi', 'equipements-protection']);

export function googleCategoryOf(category: FeedProduct['category']): string {
  if (category && PROTECTIVE_SLUGS.has(category.slug)) return PROTECTIVE_GEAR;
  return GOOGLE_CATEGORY[category?.section ?? 'carrosserie'];
}

function inStock(quantity: number, unlimited: boolean) {
  return unlimited || quantity > 0 ? ('in_stock' as const) : ('out_of_stock' as const);
}

/**
 * One item per product without variants, one per active variant otherwise (grouped by the
 * product id), in stock or not.
 */
export function feedItemsFromProducts(products: FeedProduct[], siteUrl: string): FeedItem[] {
  return products.flatMap((p) => {
    const common = {
      description: p.description?.trim() || p.name,
      imageLink: absoluteUrl(siteUrl, productImage(p.image)),
      brand: p.brandName ?? ORGANIZATION.name,
      googleProductCategory: googleCategoryOf(p.category),
      productType: p.category
        ? `${sectionOf(p.category.section)?.name ?? ''} > ${p.category.name}`
        : null,
    };
    if (p.variants.length === 0) {
      return [
        {
          ...common,
          id: p.id,
          title: p.name,
          link: absoluteUrl(siteUrl, productPath(p.slug)),
          availability: inStock(p.stockQuantity, p.unlimitedStock),
          priceCents: p.priceTtc,
          mpn: p.referenceCode,
        },
      ];
    }
    return p.variants.map((v) => ({
      ...common,
      id: v.id,
      title: `${p.name} – ${v.name}`,
      link: absoluteUrl(siteUrl, productPath(p.slug, v.id)),
      availability: inStock(v.stockQuantity, p.unlimitedStock),
      priceCents: v.priceTtc,
      mpn: v.referenceCode ?? p.referenceCode,
      itemGroupId: p.id,
    }));
  });
}

export async function catalogueFeedItems(siteUrl: string): Promise<FeedItem[]> {
  return feedItemsFromProducts(await listFeedProducts(getDb()), siteUrl);
}
