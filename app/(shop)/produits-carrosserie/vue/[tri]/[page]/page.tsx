import { sectionViewRoute } from '@/components/catalogue/templates/section-template';

/**
 * /produits-carrosserie sorted and/or paged (?tri=…&page=…), served here by the rewrite of
 * lib/catalogue/rewrites.ts: rendered once on first visit, then served from the cache.
 */
export const ensureStatic = 'navigation';

const route = sectionViewRoute('carrosserie');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
