'use client';

import { useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { analyticsAllowed } from '@/lib/consent/consent';
import { useStoredConsent } from '@/lib/consent/consent-store';
import type { AnalyticsSettings } from '@/lib/analytics/config';
import { capture, disableAnalytics, enableAnalytics } from '@/lib/analytics/posthog';

/**
 * PostHog after analytics consent (spec section 4): switched on and off with the stored
 * choice, and a page view on each route change while it is on. Renders nothing.
 * `settings` comes from the server layout (lib/env.ts); null when no key is configured.
 */
export function Analytics({ settings }: { settings: AnalyticsSettings }) {
  const consent = useStoredConsent();
  const allowed = settings !== null && consent !== undefined && analyticsAllowed(consent);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();

  useEffect(() => {
    if (allowed && settings) enableAnalytics(settings);
    else if (consent !== undefined) disableAnalytics();
  }, [allowed, settings, consent]);

  useEffect(() => {
    if (!allowed) return;
    capture('$pageview', {
      $current_url: `${window.location.origin}${pathname}${query ? `?${query}` : ''}`,
    });
  }, [allowed, pathname, query]);

  return null;
}
