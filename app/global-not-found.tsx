import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ShopShell } from '@/components/layout/shop-shell';
import { AppProviders } from '@/components/providers/app-providers';
import { getT } from '@/lib/i18n/server';
import './globals.css';

export const metadata: Metadata = {
  title: `${getT('notFound')('title')} | Nuancier`,
  icons: { icon: '/favicon.svg' },
};

/**
 * Any address that matches no route: HTTP 404 with the shop's header and footer. Next renders
 * this whole document instead of the root layout (next.config: experimental.globalNotFound).
 */
export default function GlobalNotFound() {
  return (
    <html lang="fr" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <AppProviders>
          <ShopShell>
            <NotFoundContent />
          </ShopShell>
        </AppProviders>
      </body>
    </html>
  );
}
