import Link from 'next/link';
import { ADMIN_SECTIONS } from '@/lib/admin/nav';
import { getAdminT } from '@/lib/i18n/admin';
import { AdminNavLink } from './admin-nav-link';
import { ADMIN_PATH } from '@/lib/admin/urls';

/** The popover's id: the phone and tablet menu button opens the one side navigation. */
const ADMIN_NAV_ID = 'admin-nav';

/**
 * The side navigation, rendered once: beside the screen on a large screen, and on a tablet or
 * a phone a popover opened by the menu button (HTML's popover: no JavaScript needed, Escape
 * and a click outside close it).
 */
function AdminNav() {
  const t = getAdminT();
  return (
    <nav
      id={ADMIN_NAV_ID}
      popover="auto"
      aria-label={t('navLabel')}
      className="bg-background text-foreground fixed inset-y-0 right-auto left-0 m-0 h-dvh w-72 max-w-[85vw] overflow-y-auto border-r p-3 shadow-lg backdrop:bg-black/40 lg:static lg:block lg:h-auto lg:w-60 lg:max-w-none lg:shrink-0 lg:overflow-visible lg:shadow-none print:hidden"
    >
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
 * the twenty screens (rendered once; a popover on tablets and phones), and the screen. No shop category
 * navigation (spec « Layout »).
 */
export function AdminShell({ email, children }: { email: string; children: React.ReactNode }) {
  const t = getAdminT();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-foreground text-background flex flex-wrap items-center justify-between gap-2 px-4 py-2 print:hidden">
        <Link href={ADMIN_PATH} className="font-semibold">
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
        <button
          type="button"
          popoverTarget={ADMIN_NAV_ID}
          className="flex min-h-11 cursor-pointer items-center border-b px-4 text-left text-sm font-medium lg:hidden print:hidden"
        >
          {t('menu')}
        </button>
        <AdminNav />
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
