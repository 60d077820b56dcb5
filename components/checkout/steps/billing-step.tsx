'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useCheckout } from '../checkout-context';
import { AddressChoice } from './address-choice';

/** The billing address: the delivery one, or another of the book's. */
export function BillingStep() {
  const t = useTranslations('checkout');
  const id = useId();
  const { addresses, choices, choose } = useCheckout();
  if (addresses.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded-lg border p-4">
      <legend className="px-1 text-lg font-semibold">{t('steps.billing')}</legend>
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          checked={choices.billingSame}
          onChange={(e) => choose({ billingSame: e.target.checked })}
          className="size-4"
        />
        {t('address.sameAsDelivery')}
      </label>
      {!choices.billingSame &&
        addresses.map((a) => (
          <AddressChoice
            key={a.id}
            address={a}
            name="billing-address"
            checked={choices.billingId === a.id}
            onChoose={(billingId) => choose({ billingId })}
          />
        ))}
    </fieldset>
  );
}
