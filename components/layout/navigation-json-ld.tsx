import type { MenuSection } from '@/lib/catalogue/menu-queries';
import { env } from '@/lib/env';
import { getT } from '@/lib/i18n/server';
import { absoluteUrl } from '@/lib/urls';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { MAIN_NAV_LINKS } from './nav-links';

/** schema.org ItemList of SiteNavigationElement: the main navigation, for search engines. */
function navigationJsonLd(sections: MenuSection[]) {
  const t = getT('layout');
  const entries = [
    ...sections.map((section) => ({ name: section.name, path: section.href })),
    ...MAIN_NAV_LINKS.map((link) => ({
      name: t(link.key as Parameters<typeof t>[0]),
      path: link.href,
    })),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Navigation principale',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'SiteNavigationElement',
      position: index + 1,
      name: entry.name,
      url: absoluteUrl(env.SITE_URL, entry.path),
    })),
  };
}

export function NavigationJsonLd({ sections }: { sections: MenuSection[] }) {
  return <JsonLdScript data={navigationJsonLd(sections)} />;
}
