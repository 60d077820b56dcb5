'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ReadyForm } from '@/components/ui/ready-form';
import { recordWithdrawalRefundAction } from '@/lib/admin/withdrawals/actions';
import { withdrawalRefundSchema } from '@/lib/validation/admin-withdrawals';
import { TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';

/** The refund of one withdrawal: amount TTC (« 24,90 »), day, bank or card reference. */
export function WithdrawalRefundForm({ withdrawalId }: { withdrawalId: string }) {
  const t = useTranslations('admin.withdrawals');
  const { onSubmit, field, submitting } = useAdminForm({
    schema: withdrawalRefundSchema,
    defaultValues: { id: withdrawalId, amount: '', refundedOn: '', reference: '' },
    action: recordWithdrawalRefundAction,
    successTitle: t('form.done'),
  });
  const id = (name: string) => `refund-${withdrawalId}-${name}`;
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid min-w-56 gap-2">
      <TextField id={id('amount')} label={t('form.amount')} required {...field.decimal('amount')} />
      <TextField
        id={id('on')}
        label={t('form.refundedOn')}
        required
        {...field.text('refundedOn', { type: 'date' })}
      />
      <TextField
        id={id('reference')}
        label={t('form.reference')}
        help={t('form.referenceHelp')}
        required
        {...field.text('reference')}
      />
      <div>
        <Button type="submit" size="sm" disabled={submitting}>
          {t('form.submit')}
        </Button>
      </div>
    </ReadyForm>
  );
}
