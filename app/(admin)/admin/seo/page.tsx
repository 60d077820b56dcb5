import type { Metadata } from 'next';
import {
  AdminSeoTemplate,
  type AddressTestResult,
} from '@/components/admin/seo/templates/seo-template';
import { addressParts, listRedirectsForAdmin, redirectTableState } from '@/lib/admin/seo/redirects';
import { getSiteSettingsForAdmin } from '@/lib/admin/seo/settings';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { answerForAddress } from '@/lib/redirects/answer';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.seo') };

/** What the shop answers today for the address typed in « Tester une adresse ». */
async function testAddress(address: string): Promise<AddressTestResult> {
  const parts = addressParts(address);
  if (!parts) return { valid: false };
  return { valid: true, answer: await answerForAddress(parts.pathname, parts.search) };
}

/** `/admin/seo`: site settings, redirects and the address test (`AdminSeoTemplate`). */
export default async function AdminSeoPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('seo'));
  const params = await searchParams;
  const state = redirectTableState(params);
  const tested = typeof params.adresse === 'string' ? params.adresse.trim().slice(0, 1000) : '';
  const [settings, redirects, test] = await Promise.all([
    getSiteSettingsForAdmin(getDb(), admin),
    listRedirectsForAdmin(getDb(), admin, state),
    tested ? testAddress(tested) : null,
  ]);
  return (
    <AdminSeoTemplate
      settings={settings}
      state={state}
      redirects={redirects}
      tested={tested}
      test={test}
    />
  );
}
