import Link from 'next/link';
import { adminScreen, type AdminScreenKey } from '@/lib/admin/nav';
import { getAdminT } from '@/lib/i18n/admin';
import { ADMIN_PATH } from '@/lib/admin/urls';

type Crumb = { label: string; href?: string };

/**
 * Every admin screen's heading: the breadcrumb (Administration › screen › …), the title and the
 * screen's main actions.
 */
export function AdminPage({
  screen,
  title,
  trail = [],
  actions,
  children,
}: {
  screen: AdminScreenKey;
  title?: string;
  trail?: Crumb[];
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const t = getAdminT();
  const own = adminScreen(screen);
  const crumbs: Crumb[] = [
    { label: t('title'), href: ADMIN_PATH },
    ...(screen === 'dashboard' ? [] : [{ label: t(`screens.${screen}`), href: own.href }]),
    ...trail,
  ];
  const heading = title ?? t(`screens.${screen}`);
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <nav aria-label={t('breadcrumb')}>
        <ol className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {last || !crumb.href ? (
                  <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                ) : (
                  <Link href={crumb.href} className="hover:underline">
                    {crumb.label}
                  </Link>
                )}
                {!last && <span aria-hidden="true">›</span>}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
