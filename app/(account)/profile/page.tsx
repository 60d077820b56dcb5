import { getDb } from '@/lib/db/client';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AddressBook } from '@/components/account/address-book';
import { ProfileForm } from '@/components/account/profile-form';
import { getProfile, listAddresses } from '@/lib/account/queries';
import { OrderStatus } from '@/components/orders/order-status';
import { listOrdersOf } from '@/lib/orders/queries';
import { invoicePath, orderPath } from '@/lib/urls';
import { requireCustomerPage } from '@/lib/auth/guards';
import { getT } from '@/lib/i18n/server';
import { formatDate } from '@/lib/format';
import { formatCents } from '@/lib/money';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const TABS = ['profile', 'addresses', 'orders'] as const;
type Tab = (typeof TABS)[number];

/** Per request (the caller's own data), one complete document. */
export const instant = false;

export const metadata: Metadata = {
  title: getT('profile')('title'),
  robots: { index: false, follow: false },
};

/** /profile (spec « Screens »): profile form, address book, and `?tab=orders` the orders. */
export default async function ProfilePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const tab: Tab = TABS.find((value) => value === params.tab) ?? 'profile';
  const caller = await requireCustomerPage(tab === 'profile' ? '/profile' : `/profile?tab=${tab}`);
  const t = getT('profile');
  const profile = await getProfile(getDb(), caller.userId, caller.email);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-semibold">
        {t('title')}
        {profile.isVerifiedProfessional && (
          <span className="ml-3 inline-flex items-center gap-1.5 align-middle text-sm font-medium text-green-700">
            <span className="size-2.5 rounded-full bg-green-600" aria-hidden />
            {t('verifiedPro')}
          </span>
        )}
      </h1>
      <p className="text-muted-foreground mt-1">{t('intro')}</p>
      <nav aria-label={t('title')} className="mt-6 border-b">
        <ul className="flex gap-1">
          {TABS.map((value) => (
            <li key={value}>
              <Link
                href={value === 'profile' ? '/profile' : `/profile?tab=${value}`}
                aria-current={value === tab ? 'page' : undefined}
                className="aria-[current=page]:border-primary inline-block border-b-2 border-transparent px-3 py-2 text-sm font-medium"
              >
                {t(`tabs.${value}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="mt-6" aria-labelledby="profile-section">
        <h2 id="profile-section" className="mb-4 text-lg font-semibold">
          {tab === 'profile'
            ? t('tabs.profile')
            : tab === 'addresses'
              ? t('addresses.title')
              : t('ordersTitle')}
        </h2>
        {tab === 'profile' && (
          <ProfileForm
            initial={{
              firstName: profile.firstName,
              lastName: profile.lastName,
              email: profile.email,
              phone: profile.phone,
              companyName: profile.companyName,
              siret: profile.siret,
            }}
          />
        )}
        {tab === 'addresses' && (
          <AddressBook addresses={await listAddresses(getDb(), caller.userId)} />
        )}
        {tab === 'orders' && <Orders userId={caller.userId} />}
      </section>
    </div>
  );
}

async function Orders({ userId }: { userId: string }) {
  const t = getT('orders');
  const orders = await listOrdersOf(getDb(), userId);
  if (orders.length === 0) return <p className="text-muted-foreground">{t('empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm" data-testid="orders">
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-3 font-medium">
              {t('number')}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t('date')}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t('status')}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {t('total')}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t('invoice')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row">
              <th scope="row" className="p-3 font-medium">
                <Link
                  href={orderPath(order.orderNumber)}
                  className="underline underline-offset-4"
                  aria-label={t('open', { number: order.orderNumber })}
                >
                  {order.orderNumber}
                </Link>
              </th>
              <td className="p-3">{formatDate(order.createdAt)}</td>
              <td className="p-3">
                <OrderStatus order={order} />
              </td>
              <td className="p-3 text-right">{formatCents(order.totalCents)}</td>
              <td className="p-3">
                {order.invoice ? (
                  <a
                    href={invoicePath(order.invoice.id)}
                    download
                    className="underline underline-offset-4"
                  >
                    {t('downloadInvoice', { number: order.invoice.number })}
                  </a>
                ) : (
                  <span className="text-muted-foreground">{t('noInvoice')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
