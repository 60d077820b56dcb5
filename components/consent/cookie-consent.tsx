'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import {
  OPEN_PREFERENCES_EVENT,
  acceptAll,
  createConsent,
  necessaryOnly,
} from '@/lib/consent/consent';
import { saveConsent, useStoredConsent } from '@/lib/consent/consent-store';
import { CookieBanner } from './cookie-banner';

const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog').then((module) => ({
    default: module.CookiePreferencesDialog,
  })),
);

/**
 * Banner (until a choice is stored; in the server's HTML too, `consent` being `undefined` there
 * and while hydrating, its buttons enabled once hydrated) and preferences dialog, which the footer's « Gérer les
 * cookies » button, or any code, opens with `window.dispatchEvent(new Event('openCookiePreferences'))`.
 * The dialog (Radix, switches) is fetched the first time it opens, then stays mounted (issue 12).
 */
export function CookieConsent() {
  const consent = useStoredConsent();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (preferencesOpen && !wanted) setWanted(true);

  // The server's HTML has the banner, shown only under `data-consent="none"`
  // (consent-stored-script.tsx). A stored choice that turns out unreadable or expired is known
  // here, once hydrated: the banner shows then.
  useEffect(() => {
    if (consent === null) document.documentElement.dataset.consent = 'none';
  }, [consent]);

  useEffect(() => {
    const open = () => setPreferencesOpen(true);
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, []);

  return (
    <>
      {!consent && !preferencesOpen && (
        <CookieBanner
          ready={consent !== undefined}
          onAcceptAll={() => saveConsent(acceptAll())}
          onNecessaryOnly={() => saveConsent(necessaryOnly())}
          onCustomize={() => setPreferencesOpen(true)}
        />
      )}
      {consent !== undefined && wanted && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={preferencesOpen}
            onOpenChange={setPreferencesOpen}
            consent={consent}
            onSave={(preferences) => {
              saveConsent(createConsent(preferences));
              setPreferencesOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
