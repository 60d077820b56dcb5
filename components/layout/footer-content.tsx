'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { SocialLink } from '@/lib/site/queries';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { daysValues } from '@/lib/shipping/estimate';
import type { Days } from '@/lib/shipping/types';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { CookiePreferencesButton } from './cookie-preferences-button';
import type { MegaMenuSection } from './mega-menu';
import { INFO_LINKS } from './nav-links';
import { SocialIcon } from './social-icons';
import styles from './layout.module.css';
import icons from '@/components/ui/icons.module.css';

/**
 * The footer's content (contact block, shop and information links, configured social links,
 * cookies), drawn in the browser bundle from a few values: as server elements its markup
 * travelled a second time in every page's RSC data. The server still renders it into the HTML.
 */
export function FooterContent({
  sections,
  social,
  copyright,
  mediator,
  delivery,
}: {
  sections: Pick<MegaMenuSection, 'key' | 'name' | 'href'>[];
  social: SocialLink[];
  /** « © 2026 Nuancier — … », formatted by the server's translator (compiled once). */
  copyright: string;
  /** The consumer mediator set in /admin/seo (Code de la consommation L612-1, L616-1). */
  mediator?: { name: string; url: string } | null;
  /** Fastest and slowest delivery over all carriers (true of every item); null: none. */
  delivery: Days | null;
}) {
  const t = useTranslations('layout');
  const tLegal = useTranslations('legal');
  const { address } = SHOP_INFO;
  return (
    <footer className="bg-muted/60 text-muted-foreground mt-16 border-t text-sm">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.footerHeading}>
            {t('footer.contactTitle')}
          </h2>
          <address className="grid gap-2 not-italic" data-testid="footer-contact">
            <a
              href={SHOP_INFO.phoneHref}
              className={`${styles.footerLink} inline-flex items-center gap-2`}
            >
              <span className={icons.phone} aria-hidden />
              {SHOP_INFO.phoneDisplay}
            </a>
            <a
              href={`mailto:${SHOP_INFO.email}`}
              className={`${styles.footerLink} inline-flex items-center gap-2`}
            >
              <span className={icons.mail} aria-hidden />
              {SHOP_INFO.email}
            </a>
            <p className="inline-flex items-start gap-2">
              <span className={`${icons.mapPin} mt-0.5`} aria-hidden />
              <span>
                {SHOP_INFO.legalName}
                <br />
                {address.street}
                <br />
                {address.postalCode} {address.city}, {address.country}
              </span>
            </p>
            <p>{SHOP_INFO.openingHours}</p>
          </address>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.footerHeading}>
            {t('footer.shopTitle')}
          </h2>
          <ul className={styles.footerLinks}>
            {sections.map((section) => (
              <li key={section.key}>
                <Link href={section.href}>{section.name}</Link>
              </li>
            ))}
            <li>
              <Link href="/catalogue-couleur">{t('footer.colourCatalogue')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.footerHeading}>
            {t('footer.infoTitle')}
          </h2>
          <ul className={styles.footerLinks}>
            {INFO_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.footerHeading}>
            {t('footer.followTitle')}
          </h2>
          {social.length > 0 && (
            <ul className={styles.social} data-testid="footer-social">
              {social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.social.${link.network}`)}
                  >
                    <SocialIcon network={link.network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {delivery && <p className="mb-4">{t('footer.delivery', daysValues(delivery))}</p>}
          <NewsletterForm />
          <CookiePreferencesButton />
        </section>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs">{copyright}</p>
        {mediator ? (
          <p className="mx-auto max-w-7xl px-4 pb-4 text-xs" data-testid="footer-mediator">
            {tLegal('mediator')}
            <a href={mediator.url} className="underline underline-offset-2">
              {mediator.name}
            </a>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
