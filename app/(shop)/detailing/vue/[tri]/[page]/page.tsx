import { sectionViewRoute } from '@/components/catalogue/templates/section-template';

/**
 * /detailing sorted and/or paged (?tri=…&page=…), served here by the rewrite of
 * lib/catalogue/rewrites.ts: rendered once on first visit, then served from the cache.
 */
export const ensureStatic = 'navigation';

const route = sectionViewRoute('detailing');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
