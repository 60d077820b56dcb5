import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { PartHealth } from '@/components/admin/testing/part-health';
import { checkAll } from '@/lib/admin/testing/health';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.testing') };

/** `/admin/testing`: the health of every part, tested when the page opens and on demand. */
export default async function AdminTestingPage() {
  const admin = await requireAdminPage(adminPath('testing'));
  const t = getAdminT();
  const parts = await checkAll(getDb(), admin);
  return (
    <AdminPage screen="testing">
      <p className="text-muted-foreground text-sm">{t('testing.intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {parts.map((health) => (
          <PartHealth key={health.part} initial={health} />
        ))}
      </div>
    </AdminPage>
  );
}
