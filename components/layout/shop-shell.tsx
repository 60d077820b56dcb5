import { cacheLife } from 'next/cache';
import { Suspense } from 'react';
import { AuthDialogMount } from '@/components/account/auth-dialog-mount';
import { Analytics } from '@/components/analytics/analytics';
import { ConsentStoredScript } from '@/components/consent/consent-stored-script';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { env } from '@/lib/env';
import { cachedMenuSections } from '@/lib/catalogue/menu-cached';
import { getT } from '@/lib/i18n/server';
import { countFrameRender } from '@/lib/perf/frame-renders';
import { NavigationJsonLd } from './navigation-json-ld';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** PostHog's key and host, read when the page is built; analytics stays off without a key. */
function analyticsSettings() {
  const apiKey = env.NEXT_PUBLIC_POSTHOG_KEY;
  return apiKey ? { apiKey, host: env.NEXT_PUBLIC_POSTHOG_HOST } : null;
}

/**
 * What every shop page has around its content (spec « Layout »): skip link, structured-data
 * navigation, header, the page in <main id="contenu">, footer, authentication dialog, cookie banner and preferences.
 * Pages render their content without their own <main>.
 *
 * A cached component (issue 12): the frame is rendered once and its output kept, with the page
 * passed through as `children` (a hole, not part of the key), so a page built per request only
 * renders itself. Its tags and lifetime are those of the reads inside (menu: `categories`,
 * footer: `site-settings`), so an admin change still shows at once. Nothing here may read the
 * request (cookies, headers): what depends on the visitor is a client island.
 */
export async function ShopShell({ children }: { children: React.ReactNode }) {
  'use cache';
  // As the reads inside: without it the default profile (15 min) would shorten the life of
  // every static page around it.
  cacheLife('hours');
  countFrameRender();
  const t = getT('layout');
  const sections = await cachedMenuSections();
  return (
    <>
      <a
        href="#contenu"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipLink')}
      </a>
      <NavigationJsonLd sections={sections} />
      <SiteHeader sections={sections} />
      <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter sections={sections} />
      <AuthDialogMount />
      <ConsentStoredScript />
      <CookieConsent />
      <Suspense fallback={null}>
        <ScrollToTop />
        <Analytics settings={analyticsSettings()} />
      </Suspense>
    </>
  );
}
