import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { PhoneOrderForm } from '@/components/admin/orders/phone-order-form';
import { adminNewOrderPath } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = {
  title: getAdminT()('orderEdit.newTitle'),
  robots: { index: false, follow: false },
};

/** `/admin/orders/new`: an order taken by phone for a customer (`PhoneOrderForm`). */
export default async function NewOrderPage() {
  await requireAdminPage(adminNewOrderPath());
  const t = getAdminT();
  return (
    <AdminPage
      screen="orders"
      title={t('orderEdit.newTitle')}
      trail={[{ label: t('orderEdit.newTitle') }]}
    >
      <p className="text-muted-foreground max-w-3xl text-sm">{t('orderEdit.newIntro')}</p>
      <PhoneOrderForm />
    </AdminPage>
  );
}
