import 'server-only';
import { getDb } from '@/lib/db/client';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { SECTIONS } from './sections';
import { getFeaturedProducts, type FeaturedProduct } from './home-queries';
import {
  getFeaturedCategories,
  getMenuSections,
  type FeaturedCategory,
  type MenuSection,
} from './menu-queries';

/**
 * Cached reads for the shop layout and the home page, through `cachedRead`: a failed query is
 * logged and gives an empty block, kept only a few minutes.
 */
export async function cachedMenuSections(): Promise<MenuSection[]> {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.categories],
      life: 'hours',
      failure: 'menu : lecture des catégories impossible',
      fallback: SECTIONS.map((s) => ({
        key: s.key,
        name: s.name,
        menuLabel: s.menuLabel,
        href: s.path,
        categories: [],
      })),
    },
    () => getMenuSections(getDb()),
  );
}

export async function cachedFeaturedCategories(): Promise<FeaturedCategory[]> {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.categories, TAGS.products],
      life: 'hours',
      failure: 'accueil : lecture des catégories vedettes impossible',
      fallback: [],
    },
    () => getFeaturedCategories(getDb()),
  );
}

export async function cachedFeaturedProducts(): Promise<FeaturedProduct[]> {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.products],
      life: 'hours',
      failure: 'accueil : lecture des produits vedettes impossible',
      fallback: [],
    },
    () => getFeaturedProducts(getDb()),
  );
}
