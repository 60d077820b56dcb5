'use client';

import { useTranslations } from 'next-intl';
import { TRANSFER_DUE_DAYS } from '@/lib/orders/constants';
import { useCheckout, type CheckoutChoices } from '../checkout-context';

type Method = CheckoutChoices['payment'];

/** Bank transfer, or card when the card payment is configured. */
export function PaymentStep() {
  const t = useTranslations('checkout');
  const { cardEnabled, choices, choose } = useCheckout();
  const onChange = (payment: Method) => choose({ payment });
  return (
    <fieldset className="space-y-2 rounded-lg border p-4">
      <legend className="px-1 text-lg font-semibold">{t('steps.payment')}</legend>
      <PaymentChoice
        value="transfer"
        checked={choices.payment === 'transfer'}
        onChange={onChange}
        label={t('payment.transfer')}
        hint={t('payment.transferHint', { days: TRANSFER_DUE_DAYS })}
      />
      {!cardEnabled && (
        <p className="text-muted-foreground text-sm" data-testid="card-unavailable">
          {t('payment.cardUnavailable')}
        </p>
      )}
      {cardEnabled && (
        <PaymentChoice
          value="card"
          checked={choices.payment === 'card'}
          onChange={onChange}
          label={t('payment.card')}
          hint={t('payment.cardHint')}
        />
      )}
    </fieldset>
  );
}

function PaymentChoice({
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  value: Method;
  checked: boolean;
  onChange: (value: Method) => void;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex items-start gap-3 rounded-md border p-3 text-sm">
      <input
        type="radio"
        name="payment"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 size-4"
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground block">{hint}</span>
      </span>
    </label>
  );
}
