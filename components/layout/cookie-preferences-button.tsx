'use client';

import { useTranslations } from 'next-intl';
import { OPEN_PREFERENCES_EVENT } from '@/lib/consent/consent';
import styles from './layout.module.css';

/** Footer button: asks the cookie consent component to open its preferences dialog. */
export function CookiePreferencesButton() {
  const t = useTranslations('layout.footer');
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT))}
      className={`${styles.footerLink} text-left`}
    >
      {t('manageCookies')}
    </button>
  );
}
