import type { MenuSection } from '@/lib/catalogue/menu-queries';
import { getT } from '@/lib/i18n/server';
import { cachedCopyrightYear, cachedSiteLegal, cachedSocialLinks } from '@/lib/site/cached';
import { cachedCarriers } from '@/lib/shipping/cached';
import { deliveryEstimate } from '@/lib/shipping/estimate';
import { FooterContent } from './footer-content';

/**
 * Shop footer: contact block, shop sections (the header's menu data, sent once for both) and
 * information links, the social links configured in the database, cookie preferences, the
 * consumer mediator set in /admin/seo (L612-1, L616-1).
 */
export async function SiteFooter({ sections }: { sections: MenuSection[] }) {
  const [social, year, legal, carriers] = await Promise.all([
    cachedSocialLinks(),
    cachedCopyrightYear(),
    cachedSiteLegal(),
    cachedCarriers(),
  ]);
  const copyright = getT('layout')('footer.copyright', { year });
  return (
    <FooterContent
      sections={sections}
      social={social}
      copyright={copyright}
      mediator={legal.mediator}
      delivery={deliveryEstimate(carriers)}
    />
  );
}
