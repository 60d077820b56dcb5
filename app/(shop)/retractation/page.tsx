import type { Metadata } from 'next';
import { FormMessages } from '@/components/providers/form-messages';
import { WithdrawalForm } from '@/components/withdrawal/withdrawal-form';
import { getT } from '@/lib/i18n/server';
import { WITHDRAWAL_PATH } from '@/lib/urls';

const t = getT('withdrawal');

export const metadata: Metadata = {
  title: t('metaTitle'),
  description: t('metaDescription'),
  alternates: { canonical: WITHDRAWAL_PATH },
};

/** Per request: the order number of the link that led here (`?commande=NU-2026-000123`). */
export const instant = false;

/**
 * « Se rétracter du contrat ici » (Code de la consommation L221-21): free, signed in or not,
 * linked from every page's footer, the account's order page and the order e-mails.
 */
export default async function WithdrawalPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const number = (await searchParams).commande;
  const orderNumber = typeof number === 'string' ? number.slice(0, 40) : '';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <h1 className="mb-4 text-3xl font-bold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="text-muted-foreground mb-8 max-w-3xl text-lg leading-relaxed">{t('intro')}</p>
      <FormMessages>
        <WithdrawalForm orderNumber={orderNumber} />
      </FormMessages>
    </div>
  );
}
