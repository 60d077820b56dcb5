import type { Metadata } from 'next';
import { CheckoutTemplate } from '@/components/checkout/templates/checkout-template';
import { EmailConfirmNotice } from '@/components/checkout/email-confirm-notice';
import { listAddresses } from '@/lib/account/queries';
import { getAuth } from '@/lib/auth';
import { requireCustomerPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { readDispatchSettings } from '@/lib/dispatch/settings';
import { getT } from '@/lib/i18n/server';
import { cardPaymentEnabled } from '@/lib/payments/stripe';
import { CHECKOUT_PATH } from '@/lib/urls';

/** Per request: the caller's address book and cart. */
export const instant = false;

export const metadata: Metadata = {
  title: getT('checkout')('metaTitle'),
  robots: { index: false, follow: false },
};

/**
 * /checkout (spec « Screens »): a signed-in customer's delivery and billing addresses, carrier,
 * promotion, payment choice and the legal acceptances; every amount is the server's pricing.
 * A visitor is sent to sign in or create an account (the proxy's gate, then this guard) and
 * comes back here with the cart kept in the browser.
 */
export default async function CheckoutPage() {
  const caller = await requireCustomerPage(CHECKOUT_PATH);
  const [addresses, confirmed, dispatch] = await Promise.all([
    listAddresses(getDb(), caller.userId),
    getAuth().then((auth) => auth.emailConfirmed(caller.userId)),
    readDispatchSettings(getDb()),
  ]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="mb-6 text-2xl font-semibold">{getT('checkout')('title')}</h1>
      {/* An unconfirmed address may order; it is reminded to confirm (issue 34). */}
      {!confirmed && <EmailConfirmNotice email={caller.email} />}
      <CheckoutTemplate
        addresses={addresses}
        cardEnabled={cardPaymentEnabled()}
        dispatch={dispatch}
      />
    </div>
  );
}
