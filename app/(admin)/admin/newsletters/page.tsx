import type { Metadata } from 'next';
import { NewslettersTemplate } from '@/components/admin/communication/templates/newsletters-template';
import {
  listNewsletters,
  listSubscribers,
  subscriberTableState,
} from '@/lib/admin/newsletters/newsletters';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.newsletters') };

/** `/admin/newsletters`: the newsletters and the subscribers (`NewslettersTemplate`). */
export default async function AdminNewslettersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('newsletters'));
  const state = subscriberTableState(await searchParams);
  const db = getDb();
  const [list, subscribers] = await Promise.all([
    listNewsletters(db, admin),
    listSubscribers(db, admin, state),
  ]);
  return <NewslettersTemplate state={state} list={list} subscribers={subscribers} />;
}
