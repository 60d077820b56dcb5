'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useEffect } from 'react';
import { toast } from 'sonner';
import styles from './layout.module.css';
import icons from '@/components/ui/icons.module.css';
import { openAuthDialog } from '@/lib/account/dialog-store';
import { sessionSignedOut, startSession, useSessionStore } from '@/lib/account/session-store';
import { signOut } from '@/lib/account/auth-actions';
import { startCartSync } from '@/lib/cart/sync';
import { useNotifications } from '@/lib/notifications/store';
import { Notifications } from './notifications';

const ITEM =
  'focus:bg-accent data-[highlighted]:bg-accent flex cursor-pointer items-center rounded-sm px-3 py-2 text-sm outline-none';

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
  const router = useRouter();
  const pathname = usePathname();
  const { status, user } = useSessionStore();

  useEffect(() => {
    startCartSync();
    startSession();
  }, []);

  async function onSignOut() {
    try {
      const result = await signOut({});
      if (!result.ok) toast.error(t('toast.logoutErrorTitle'), { description: result.error });
      else toast.success(t('toast.logoutTitle'));
    } catch {
      toast.error(t('toast.logoutErrorTitle'));
    }
    // Local state is cleared whatever the server said (spec section 8).
    sessionSignedOut();
    useNotifications.getState().clear();
    if (pathname.startsWith('/profile') || pathname.startsWith('/admin')) router.push('/');
    else router.refresh();
  }

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
      {signedIn && <Notifications owner={user.email} />}
      {signedIn ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={styles.action} data-testid="account-menu">
            <span className={icons.userRound} aria-hidden />
            <span className="sr-only">{t('menu.open')}</span>
            {user.isVerifiedProfessional && (
              <span
                data-testid="verified-pro-badge"
                title={t('menu.verifiedPro')}
                className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-green-600 ring-2 ring-white"
              >
                <span className="sr-only">{t('menu.verifiedPro')}</span>
              </span>
            )}
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="bg-popover text-popover-foreground z-50 min-w-52 rounded-md border p-1 shadow-md"
            >
              <DropdownMenu.Label className="text-muted-foreground truncate px-3 py-2 text-xs">
                {t('menu.signedInAs', { email: user.email })}
              </DropdownMenu.Label>
              <DropdownMenu.Item asChild className={ITEM}>
                <Link href="/profile">{t('menu.profile')}</Link>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={ITEM}>
                <Link href="/profile?tab=orders">{t('menu.orders')}</Link>
              </DropdownMenu.Item>
              {user.isAdmin && (
                <DropdownMenu.Item asChild className={ITEM}>
                  <Link href="/admin">{t('menu.admin')}</Link>
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Separator className="bg-border my-1 h-px" />
              <DropdownMenu.Item className={ITEM} onSelect={() => void onSignOut()}>
                {t('menu.signOut')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
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
