import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CircleAlert } from 'lucide-react';
import { getPaymentT } from '@/lib/i18n/payment';
import { CART_PATH, ORDERS_PATH, paymentSuccessPath } from '@/lib/urls';

/**
 * /paypal-return: the return address of a payment provider (spec route). PayPal is not offered
 * (cards through Stripe and bank transfers are): a visitor who lands here is told so and sent
 * on to their orders or their cart; with `?commande=<number>` the order's payment result page
 * answers instead (it reads the payment from the server).
 */
export const instant = false;

export const metadata: Metadata = {
  title: getPaymentT()('paypal.title'),
  robots: { index: false, follow: false },
};

const link = 'font-medium underline underline-offset-2';

export default async function PaypalReturnPage({ searchParams }: PageProps<'/paypal-return'>) {
  const { commande } = await searchParams;
  if (typeof commande === 'string' && commande.trim())
    redirect(paymentSuccessPath(commande.trim()));
  const t = getPaymentT();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14" data-testid="paypal-return">
      <h1 className="mb-4 flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
        <CircleAlert className="text-muted-foreground size-8" aria-hidden />
        {t('paypal.heading')}
      </h1>
      <p className="text-muted-foreground mb-6 leading-relaxed">{t('paypal.text')}</p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link href={ORDERS_PATH} className={link}>
          {t('paypal.orders')}
        </Link>
        <Link href={CART_PATH} className={link}>
          {t('paypal.cart')}
        </Link>
      </p>
    </div>
  );
}
