'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors } from '@/lib/actions/client';
import { TextField } from '../fields';

/**
 * The day and reference of a refund the owner makes by bank transfer (the refund dialog, and an
 * edit that gives money back on an order paid by transfer).
 */
export function TransferRefundFields({
  idPrefix,
  today,
  refundedOn,
  reference,
  errors,
  onRefundedOn,
  onReference,
}: {
  idPrefix: string;
  today: string;
  refundedOn: string;
  reference: string;
  errors: FieldErrors;
  onRefundedOn: (value: string) => void;
  onReference: (value: string) => void;
}) {
  const t = useTranslations('admin.orders');
  return (
    <>
      <TextField
        id={`${idPrefix}-date`}
        label={t('refundForm.refundedOn')}
        required
        error={errors.refundedOn}
        inputProps={{
          type: 'date',
          max: today,
          value: refundedOn,
          onChange: (event) => onRefundedOn(event.target.value),
        }}
      />
      <TextField
        id={`${idPrefix}-reference`}
        label={t('refundForm.reference')}
        required
        help={t('refundForm.referenceHelp')}
        error={errors.reference}
        inputProps={{
          autoComplete: 'off',
          maxLength: 100,
          value: reference,
          onChange: (event) => onReference(event.target.value),
        }}
      />
    </>
  );
}
