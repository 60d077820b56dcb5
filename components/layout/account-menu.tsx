'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect } from 'react';
import styles from './layout.module.css';
import icons from '@/components/ui/icons.module.css';
import { openAuthDialog } from '@/lib/account/dialog-store';
import { startSession, useSessionStore } from '@/lib/account/session-store';
import { startCartSync } from '@/lib/cart/sync';

/** Loaded only once someone is signed in (signed-in-menu.tsx). */
const SignedInMenu = lazy(() => import('./signed-in-menu'));

function here() {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The header's account island (spec « Layout »): order tracking (the sign-in dialog when
 * signed out), and the account menu — Mon profil, Mes commandes, Administration for admins,
 * Déconnexion — with a green dot for a verified professional. The frame stays static: the
 * session is learned after hydration from `GET /api/auth/session`; it also starts the cart's
 * sync with the database cart (lib/cart/sync.ts).
 */
export function AccountMenu() {
  const t = useTranslations('auth');
  const tl = useTranslations('layout');
  const { status, user } = useSessionStore();

  useEffect(() => {
    startCartSync();
    startSession();
  }, []);

  const signedIn = status === 'signed-in' && user;
  return (
    <>
      {signedIn ? (
        <Link href="/profile?tab=orders" className={styles.action}>
          <span className={icons.packageSearch} aria-hidden />
          <span className="hidden xl:inline">{tl('orderTracking')}</span>
          <span className="sr-only xl:hidden">{tl('orderTracking')}</span>
        </Link>
      ) : (
        <button
          type="button"
          className={styles.action}
          onClick={() => openAuthDialog({ returnTo: '/profile?tab=orders' })}
        >
          <span className={icons.packageSearch} aria-hidden />
          <span className="hidden xl:inline">{tl('orderTracking')}</span>
          <span className="sr-only xl:hidden">{tl('orderTracking')}</span>
        </button>
      )}
      {signedIn ? (
        <Suspense fallback={<span className={styles.action} aria-hidden />}>
          <SignedInMenu user={user} />
        </Suspense>
      ) : (
        <button
          type="button"
          className={styles.action}
          onClick={() => openAuthDialog({ returnTo: here() })}
          aria-busy={status === 'loading' ? true : undefined}
        >
          <span className={icons.userRound} aria-hidden />
          <span className="sr-only">{t('menu.signIn')}</span>
        </button>
      )}
    </>
  );
}
