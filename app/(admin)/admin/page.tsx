import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { ADMIN_SECTIONS } from '@/lib/admin/nav';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';

/** Per request: the layout reads the session. */
export const instant = false;

/**
 * `/admin`: the screens of the administration by section (the dashboard's figures come with
 * part 2 of the admin area).
 */
export default async function AdminHome() {
  await requireAdminPage('/admin');
  const t = getAdminT();
  return (
    <AdminPage screen="dashboard" title={t('title')}>
      <p className="text-muted-foreground">{t('home.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => (
          <section key={section.key} className="rounded-lg border p-4">
            <h2 className="mb-2 font-semibold">{t(`sections.${section.key}`)}</h2>
            <ul className="grid gap-1 text-sm">
              {section.items
                .filter((item) => item.key !== 'dashboard')
                .map((item) => (
                  <li key={item.key} className="flex items-center justify-between gap-2">
                    {item.built ? (
                      <Link
                        href={item.href}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {t(`screens.${item.key}`)}
                      </Link>
                    ) : (
                      <span>{t(`screens.${item.key}`)}</span>
                    )}
                    <span className="text-muted-foreground text-xs">
                      {item.built ? t('home.ready') : t('home.comingSoon')}
                    </span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </AdminPage>
  );
}
