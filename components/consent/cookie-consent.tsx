'use client';

import { useEffect, useState } from 'react';
import {
  OPEN_PREFERENCES_EVENT,
  acceptAll,
  createConsent,
  necessaryOnly,
} from '@/lib/consent/consent';
import { saveConsent, useStoredConsent } from '@/lib/consent/consent-store';
import { CookieBanner } from './cookie-banner';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';

/**
 * Banner (until a choice is stored) and preferences dialog, which the footer's « Gérer les
 * cookies » button, or any code, opens with `window.dispatchEvent(new Event('openCookiePreferences'))`.
 */
export function CookieConsent() {
  const consent = useStoredConsent();
  const [preferencesOpen, setPreferencesOpen] = useState(false);

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
      {consent !== undefined && (
        <CookiePreferencesDialog
          open={preferencesOpen}
          onOpenChange={setPreferencesOpen}
          consent={consent}
          onSave={(preferences) => {
            saveConsent(createConsent(preferences));
            setPreferencesOpen(false);
          }}
        />
      )}
    </>
  );
}
