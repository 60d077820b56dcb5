import type { Metadata, Viewport } from 'next';
import { AppProviders } from '@/components/providers/app-providers';
import { env } from '@/lib/env';
import { getT } from '@/lib/i18n/server';
import { cachedSiteSeoTexts } from '@/lib/site/cached';
import './globals.css';

const t = getT('meta');

/** The site's default title and description: those set in /admin/seo, else the built-in ones. */
export async function generateMetadata(): Promise<Metadata> {
  const seo = await cachedSiteSeoTexts();
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: seo.defaultTitle ?? t('defaultTitle'), template: t('titleTemplate') },
    description: seo.defaultDescription ?? t('defaultDescription'),
    applicationName: t('siteName'),
    openGraph: { siteName: t('siteName'), locale: 'fr_FR', type: 'website' },
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#b3261e', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
