import Link from 'next/link';
import { ADMIN_SECTIONS } from '@/lib/admin/nav';
import { getAdminT } from '@/lib/i18n/admin';
import { AdminNavLink } from './admin-nav-link';

function AdminNav() {
  const t = getAdminT();
  return (
    <nav aria-label={t('navLabel')}>
      {ADMIN_SECTIONS.map((section) => (
        <div key={section.key} className="mb-4">
          <h2 className="text-muted-foreground px-3 pb-1 text-xs font-semibold tracking-wide uppercase">
            {t(`sections.${section.key}`)}
          </h2>
          <ul className="grid gap-0.5">
            {section.items.map((item) => (
              <li key={item.key}>
                <AdminNavLink href={item.href}>{t(`screens.${item.key}`)}</AdminNavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * The admin frame shared by every admin screen (issue 18): a top bar, the side navigation of
 * the twenty screens (a disclosure on tablets and phones), and the screen. No shop category
 * navigation (spec « Layout »).
 */
export function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  const t = getAdminT();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-foreground text-background flex flex-wrap items-center justify-between gap-2 px-4 py-2 print:hidden">
        <Link href="/admin" className="font-semibold">
          {t('brand')}
        </Link>
        <div className="flex items-center gap-4 text-sm">
          <span className="hidden sm:inline">{t('signedInAs', { email })}</span>
          <Link href="/" className="underline underline-offset-4">
            {t('viewShop')}
          </Link>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <details className="border-b lg:hidden print:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium">
            {t('menu')}
          </summary>
          <div className="px-2 pb-2">
            <AdminNav />
          </div>
        </details>
        <aside className="hidden w-60 shrink-0 border-r p-3 lg:block print:hidden">
          <AdminNav />
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
