'use client';

import { useTranslations } from 'next-intl';
import { OPEN_PREFERENCES_EVENT } from '@/lib/consent/consent';

/** Footer button: asks the cookie consent component to open its preferences dialog. */
export function CookiePreferencesButton() {
  const t = useTranslations('layout.footer');
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT))}
      className="hover:text-foreground focus-visible:ring-ring/50 rounded-sm text-left underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
    >
      {t('manageCookies')}
    </button>
  );
}
