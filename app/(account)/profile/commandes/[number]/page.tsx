import type { Metadata } from 'next';
import { OrderTemplate } from '@/components/orders/templates/order-template';
import { OrderClaims } from '@/components/guarantee/order-claims';
import { claimsOfOrder } from '@/lib/guarantee/claims';
import { readGuaranteeSettings } from '@/lib/guarantee-settings';
import { requireCustomerPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';
import { orderByNumberForCaller } from '@/lib/orders/queries';
import { cachedSiteLegal } from '@/lib/site/cached';
import { orderPath } from '@/lib/urls';

type Params = Promise<{ number: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Per request: one customer's order. */
export const instant = false;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { number } = await params;
  return {
    title: getT('orders')('detail.metaTitle', { number: decodeURIComponent(number) }),
    robots: { index: false, follow: false },
  };
}

/**
 * An order of the signed-in customer (`/profile/commandes/NU-2026-000123`): its lines, addresses,
 * carrier and tracking, payment (the bank details while a transfer is awaited), the invoice.
 * Someone else's order reads exactly like a missing one.
 */
export default async function OrderPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const number = decodeURIComponent((await params).number);
  const caller = await requireCustomerPage(orderPath(number));
  const order = await orderByNumberForCaller(getDb(), caller, number);
  const confirmation = (await searchParams).confirmation === '1';
  // The confirmation names the consumer mediator (Code de la consommation L616-1).
  const mediator = confirmation ? (await cachedSiteLegal()).mediator : null;
  // The colour-match guarantee (issue 41 §2): the claims filed, and the form while it is open.
  const guarantee = order ? (
    <OrderClaims
      order={order}
      claims={await claimsOfOrder(getDb(), caller, order.id)}
      claimDays={(await readGuaranteeSettings(getDb())).claimDays}
      now={new Date()}
    />
  ) : null;
  return (
    <OrderTemplate
      order={order}
      confirmation={confirmation}
      mediator={mediator}
      guarantee={guarantee}
    />
  );
}
