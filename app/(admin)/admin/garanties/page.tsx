import type { Metadata } from 'next';
import { AdminGuaranteeTemplate } from '@/components/admin/guarantee/guarantee-template';
import { listClaims } from '@/lib/admin/guarantee/queries';
import { adminPath } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { readGuaranteeSettings } from '@/lib/guarantee-settings';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.guarantee') };

/** `/admin/garanties`: the colour-match claims to decide and the guarantee's settings. */
export default async function AdminGuaranteePage() {
  const admin = await requireAdminPage(adminPath('guarantee'));
  const [claims, settings] = await Promise.all([
    listClaims(getDb(), admin),
    readGuaranteeSettings(getDb()),
  ]);
  return <AdminGuaranteeTemplate claims={claims} settings={settings} />;
}
