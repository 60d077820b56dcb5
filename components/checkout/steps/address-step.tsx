'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AddressForm } from '@/components/account/address-book';
import { Button } from '@/components/ui/button';
import { useCheckout } from '../checkout-context';
import { AddressChoice } from './address-choice';

/** The delivery address: one of the book's, or a new one saved into the book. */
export function AddressStep() {
  const t = useTranslations('checkout');
  const router = useRouter();
  const { addresses, choices, choose } = useCheckout();
  return (
    <fieldset className="space-y-3 rounded-lg border p-4">
      <legend className="px-1 text-lg font-semibold">{t('steps.address')}</legend>
      {addresses.length === 0 && <p className="text-muted-foreground">{t('address.none')}</p>}
      <div className="space-y-2">
        {addresses.map((a) => (
          <AddressChoice
            key={a.id}
            address={a}
            name="shipping-address"
            checked={choices.shippingId === a.id}
            onChoose={(shippingId) => choose({ shippingId })}
          />
        ))}
      </div>
      {choices.adding ? (
        <AddressForm
          address={null}
          onDone={() => router.refresh()}
          onCancel={() => choose({ adding: false })}
        />
      ) : (
        <Button type="button" variant="outline" onClick={() => choose({ adding: true })}>
          {t('address.add')}
        </Button>
      )}
    </fieldset>
  );
}
