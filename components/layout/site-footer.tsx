import { cacheLife } from 'next/cache';
import type { MenuSection } from '@/lib/catalogue/menu-queries';
import { cachedSocialLinks } from '@/lib/site/cached';
import { FooterContent } from './footer-content';

async function copyrightYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

/**
 * Shop footer: contact block, shop sections (the header's menu data, sent once for both) and
 * information links, the social links configured in the database, cookie preferences.
 */
export async function SiteFooter({ sections }: { sections: MenuSection[] }) {
  const [social, year] = await Promise.all([cachedSocialLinks(), copyrightYear()]);
  return <FooterContent sections={sections} social={social} year={year} />;
}
