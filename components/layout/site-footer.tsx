import Link from 'next/link';
import { cacheLife } from 'next/cache';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SECTIONS } from '@/lib/catalogue/sections';
import { getT } from '@/lib/i18n/server';
import { cachedSocialLinks } from '@/lib/site/cached';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { CookiePreferencesButton } from './cookie-preferences-button';
import { infoLinks } from './nav-links';
import { SocialIcon } from './social-icons';
import styles from './layout.module.css';

async function copyrightYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

/** Shop footer: contact block, shop and information links, configured social links, cookies. */
export async function SiteFooter() {
  const t = getT('layout');
  const [social, year] = await Promise.all([cachedSocialLinks(), copyrightYear()]);
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
              <Phone className="size-4" aria-hidden />
              {SHOP_INFO.phoneDisplay}
            </a>
            <a
              href={`mailto:${SHOP_INFO.email}`}
              className={`${styles.footerLink} inline-flex items-center gap-2`}
            >
              <Mail className="size-4" aria-hidden />
              {SHOP_INFO.email}
            </a>
            <p className="inline-flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
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
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <Link href={section.path}>{section.name}</Link>
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
            {infoLinks().map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
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
          <p className="mb-4">{t('footer.delivery')}</p>
          <CookiePreferencesButton />
        </section>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
