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
 * Banner (until a choice is stored) and preferences dialog, which the footer's « Gérer les
 * cookies » button, or any code, opens with `window.dispatchEvent(new Event('openCookiePreferences'))`.
 * The dialog (Radix, switches) is fetched the first time it opens, then stays mounted (issue 12).
 */
export function CookieConsent() {
  const consent = useStoredConsent();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (preferencesOpen && !wanted) setWanted(true);

  useEffect(() => {
    const open = () => setPreferencesOpen(true);
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
  }, []);

  return (
    <>
      {consent === null && !preferencesOpen && (
        <CookieBanner
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
