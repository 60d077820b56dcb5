'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { EditPreview } from '@/lib/admin/orders/edit';
import { editOrderAction, previewOrderEditAction } from '@/lib/admin/orders/edit-actions';
import type { SavedAddress } from '@/lib/admin/orders/for-customer';
import { adminItemPath } from '@/lib/admin/urls';
import { useAction } from '@/lib/hooks/use-action-form';
import { formatCents } from '@/lib/money';
import { toast } from '@/lib/toast';
import type { FieldErrors } from '@/lib/actions/client';
import { SelectField } from '../fields';
import { type EditedLine, OrderLinesEditor, signature } from './order-lines-editor';
import { PricedTotal } from './priced-total';
import { TransferRefundFields } from './transfer-refund-fields';

const settlementKey = (s: NonNullable<EditPreview['settlement']>) =>
  s.kind !== 'refund'
    ? (`paid.${s.kind}` as const)
    : s.method === 'card'
      ? 'paid.refund_card'
      : 'paid.refund_transfer';

/**
 * « Modifier la commande »: the lines, quantities and delivery address; « Calculer le total »
 * asks the server for the new prices, « Enregistrer les modifications » saves at that total
 * (the server refuses another one, or stock that is short). For a paid order the total says
 * what happens to the invoice and the difference; an overpayment by transfer asks for the day
 * and reference of the owner's refund transfer.
 */
export function OrderEditForm({
  orderId,
  initialLines,
  addresses,
  today,
}: {
  orderId: string;
  initialLines: EditedLine[];
  addresses: SavedAddress[];
  today: string;
}) {
  const t = useTranslations('admin.orderEdit');
  const router = useRouter();
  const [lines, setLines] = useState(initialLines);
  const [addressId, setAddressId] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [preview, setPreview] = useState<{ at: string; data: EditPreview } | null>(null);
  const [refundedOn, setRefundedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const input = {
    id: orderId,
    lines: lines.map((l) => ({ key: l.key, quantity: l.quantity })),
    addressId: addressId || null,
  };
  const current = signature(input);
  const quote = useAction(previewOrderEditAction, {
    errorTitle: t('errorTitle'),
    onSuccess: (data, sent) => setPreview({ at: signature(sent), data }),
  });
  const save = useAction(editOrderAction, {
    errorTitle: t('errorTitle'),
    onFailure: setErrors,
    onSuccess: () => {
      toast.success(t('saved'));
      router.push(adminItemPath('orders', orderId));
    },
  });
  const shown = preview?.at === current ? preview.data : null;
  return (
    <form
      noValidate
      className="grid max-w-3xl gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!shown) return;
        setErrors({});
        save.run({
          ...input,
          expectedTotalCents: shown.totalCents,
          customPaintAcknowledged: acknowledged,
          refundedOn,
          reference,
        });
      }}
    >
      <OrderLinesEditor
        idPrefix="edit"
        lines={lines}
        onChange={setLines}
        paint={{ acknowledged, onChange: setAcknowledged }}
      />
      <SelectField
        id="edit-address"
        label={t('address')}
        options={[
          { value: '', label: t('keepAddress') },
          ...addresses.map((a) => ({
            value: a.id,
            label: [a.label, a.address.addressLine1, a.address.postalCode, a.address.city]
              .filter(Boolean)
              .join(', '),
          })),
        ]}
        selectProps={{ value: addressId, onChange: (event) => setAddressId(event.target.value) }}
      />
      <div className="grid gap-2">
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={quote.pending}
            onClick={() => quote.run(input)}
          >
            {t('quote')}
          </Button>
        </div>
        {shown ? (
          <PricedTotal
            label={t('newTotal', { amount: formatCents(shown.totalCents) })}
            subtotalCents={shown.subtotalCents}
            discountCents={shown.discountCents}
            shippingCents={shown.shippingCents}
            extra={t('difference', {
              amount: formatCents(shown.totalCents - shown.currentCents),
            })}
          />
        ) : (
          <p className="text-muted-foreground text-sm">{t('quoteFirst')}</p>
        )}
        {shown?.settlement && (
          <div className="grid gap-2 text-sm" data-testid="edit-settlement" aria-live="polite">
            <p>{t('paid.documents')}</p>
            <p>
              {t(settlementKey(shown.settlement), {
                received: formatCents(shown.settlement.receivedCents),
                amount: formatCents(shown.settlement.amountCents),
              })}
            </p>
            {shown.settlement.kind === 'refund' && shown.settlement.method !== 'card' && (
              <TransferRefundFields
                idPrefix="edit-refund"
                today={today}
                refundedOn={refundedOn}
                reference={reference}
                errors={errors}
                onRefundedOn={setRefundedOn}
                onReference={setReference}
              />
            )}
          </div>
        )}
      </div>
      <div>
        <Button type="submit" disabled={!shown || save.pending}>
          {save.pending ? t('working') : t('save')}
        </Button>
      </div>
    </form>
  );
}
