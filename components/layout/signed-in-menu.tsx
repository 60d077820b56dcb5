'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { toast } from '@/lib/toast';
import styles from './layout.module.css';
import icons from '@/components/ui/icons.module.css';
import { sessionSignedOut } from '@/lib/account/session-store';
import type { SessionView } from '@/lib/account/session-view';
import { signOut } from '@/lib/account/auth-actions';
import { useNotifications } from '@/lib/notifications/store';
import { Notifications } from './notifications';
import { ADMIN_PATH } from '@/lib/admin/urls';

const ITEM =
  'focus:bg-accent data-[highlighted]:bg-accent flex cursor-pointer items-center rounded-sm px-3 py-2 text-sm outline-none';

/**
 * The signed-in half of the header's account island: live notices and the account menu (Mon
 * profil, Mes commandes, Administration for admins, Déconnexion). A separate chunk that
 * `AccountMenu` loads once the session says someone is signed in: a visitor's pages do not
 * download the menu's and the notices' code (Radix menus and popovers, floating-ui).
 */
export default function SignedInMenu({ user }: { user: SessionView }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const pathname = usePathname();

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
    if (pathname.startsWith('/profile') || pathname.startsWith(ADMIN_PATH)) router.push('/');
    else router.refresh();
  }

  return (
    <>
      <Notifications owner={user.email} />
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
                <Link href={ADMIN_PATH}>{t('menu.admin')}</Link>
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className="bg-border my-1 h-px" />
            <DropdownMenu.Item className={ITEM} onSelect={() => void onSignOut()}>
              {t('menu.signOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
