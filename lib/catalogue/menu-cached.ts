import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { TAGS } from '@/lib/cache/tags';
import { logger } from '@/lib/log/server';
import { SECTIONS } from './sections';
import { getFeaturedProducts, type FeaturedProduct } from './home-queries';
import {
  getFeaturedCategories,
  getMenuSections,
  type FeaturedCategory,
  type MenuSection,
} from './menu-queries';

/**
 * Cached reads for the shop layout and the home page. Tags: `categories` (menus, featured
 * categories) and `products` (featured products); admin writes call `updateTag` on them.
 * A failed query is logged and gives an empty result, kept only a minute.
 */
export async function cachedMenuSections(): Promise<MenuSection[]> {
  'use cache';
  cacheTag(TAGS.categories);
  try {
    const sections = await getMenuSections();
    cacheLife('hours');
    return sections;
  } catch (error) {
    logger.error({ err: error }, 'menu : lecture des catégories impossible');
    cacheLife('minutes');
    return SECTIONS.map((s) => ({
      key: s.key,
      name: s.name,
      menuLabel: s.menuLabel,
      href: s.path,
      categories: [],
    }));
  }
}

export async function cachedFeaturedCategories(): Promise<FeaturedCategory[]> {
  'use cache';
  cacheTag(TAGS.categories, TAGS.products);
  try {
    const categories = await getFeaturedCategories();
    cacheLife('hours');
    return categories;
  } catch (error) {
    logger.error({ err: error }, 'accueil : lecture des catégories vedettes impossible');
    cacheLife('minutes');
    return [];
  }
}

export async function cachedFeaturedProducts(): Promise<FeaturedProduct[]> {
  'use cache';
  cacheTag(TAGS.products);
  try {
    const products = await getFeaturedProducts();
    cacheLife('hours');
    return products;
  } catch (error) {
    logger.error({ err: error }, 'accueil : lecture des produits vedettes impossible');
    cacheLife('minutes');
    return [];
  }
}
