'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ReadyForm } from '@/components/ui/ready-form';
import { recordWithdrawalRefundAction } from '@/lib/admin/withdrawals/actions';
import type { PaymentMethod } from '@/lib/orders/constants';
import { withdrawalRefundSchema } from '@/lib/validation/admin-withdrawals';
import { CheckboxField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';

export type WithdrawalRefundOptions = {
  method: PaymentMethod;
  /** Today in Paris (YYYY-MM-DD): a transfer's date by default. */
  today: string;
};

/**
 * The refund of one withdrawal: its withdrawn lines (the server reads them) and, if the owner
 * says so, the shipping; a transfer's date and reference (a card goes back through Stripe).
 */
export function WithdrawalRefundForm({
  withdrawalId,
  method,
  today,
}: { withdrawalId: string } & WithdrawalRefundOptions) {
  const t = useTranslations('admin.withdrawals');
  const manual = method !== 'card';
  const { onSubmit, field, submitting } = useAdminForm({
    schema: withdrawalRefundSchema,
    defaultValues: {
      id: withdrawalId,
      shipping: false,
      refundedOn: manual ? today : '',
      reference: '',
    },
    action: recordWithdrawalRefundAction,
    successTitle: t('form.done'),
  });
  const id = (name: string) => `refund-${withdrawalId}-${name}`;
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid min-w-56 gap-2">
      <p className="text-muted-foreground text-xs">{t('form.help')}</p>
      <CheckboxField
        id={id('shipping')}
        label={t('form.shipping')}
        {...field.checkbox('shipping')}
      />
      {manual && (
        <>
          <TextField
            id={id('on')}
            label={t('form.refundedOn')}
            required
            {...field.text('refundedOn', { type: 'date', max: today })}
          />
          <TextField
            id={id('reference')}
            label={t('form.reference')}
            help={t('form.referenceHelp')}
            required
            {...field.text('reference')}
          />
        </>
      )}
      <div>
        <Button type="submit" size="sm" disabled={submitting}>
          {manual ? t('form.submit') : t('form.submitCard')}
        </Button>
      </div>
    </ReadyForm>
  );
}
