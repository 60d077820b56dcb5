'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/variants';

/** Refuse and accept: one style, one width. */
const CHOICE = buttonVariants({ className: 'sm:w-36' });

/**
 * Fixed at the bottom of every page until a choice is stored, or the stored one is more than six
 * months old (lib/consent/consent.ts, CONSENT_MAX_AGE_MONTHS).
 */
export function CookieBanner({
  ready,
  onAcceptAll,
  onNecessaryOnly,
  onCustomize,
}: {
  /** False in the server's HTML and while hydrating: a tap would reach no handler yet. */
  ready: boolean;
  onAcceptAll: () => void;
  onNecessaryOnly: () => void;
  onCustomize: () => void;
}) {
  const t = useTranslations('consent');
  const ref = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {/* Room at the end of the page, so the banner never hides the footer. */}
      <div aria-hidden="true" data-cookie-banner="" style={{ height }} />
      <section
        data-cookie-banner=""
        ref={ref}
        aria-labelledby="cookie-banner-title"
        data-testid="cookie-banner"
        className="bg-background fixed inset-x-0 bottom-0 z-40 flex max-h-[25dvh] flex-col border-t shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:max-h-none"
      >
        {/* On a phone at most a quarter of the screen: the text scrolls, the choices stay. */}
        <div className="mx-auto flex min-h-0 w-full max-w-7xl flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:gap-6 md:py-4">
          <div className="max-h-[calc(25dvh-8.5rem)] flex-1 overflow-y-auto text-sm md:max-h-none">
            <h2 id="cookie-banner-title" className="mb-1 font-semibold">
              {t('bannerTitle')}
            </h2>
            <p className="text-muted-foreground">
              {t('bannerText')}{' '}
              <Link
                href="/confidentialite"
                className="text-foreground underline underline-offset-2"
              >
                {t('privacyLink')}
              </Link>
            </p>
          </div>
          <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-row [&>button]:h-11 md:[&>button]:h-9">
            <button
              type="button"
              onClick={onCustomize}
              disabled={!ready}
              className={buttonVariants({ variant: 'outline', className: 'col-span-2' })}
            >
              {t('customize')}
            </button>
            {/* « Tout refuser » as visible and as easy as « Tout accepter » (CNIL, 2020
                recommendation): same style, same size, side by side. */}
            <button type="button" onClick={onNecessaryOnly} disabled={!ready} className={CHOICE}>
              {t('necessaryOnly')}
            </button>
            <button type="button" onClick={onAcceptAll} disabled={!ready} className={CHOICE}>
              {t('acceptAll')}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
