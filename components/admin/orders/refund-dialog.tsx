'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldErrors } from '@/lib/actions/client';
import { refundOrderAction, resendOrderDocumentAction } from '@/lib/admin/orders/actions';
import { useAction } from '@/lib/hooks/use-action-form';
import { creditAmount, type PriorCredit, remaining, selectionRefusal } from '@/lib/invoices/credit';
import type { InvoiceData } from '@/lib/invoices/types';
import { formatCents } from '@/lib/money';
import type { PaymentMethod } from '@/lib/orders/constants';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { CheckboxField, TextField } from '../fields';
import { TransferRefundFields } from './transfer-refund-fields';

export type RefundDialogProps = {
  orderId: string;
  method: PaymentMethod;
  /** Cancelled once paid: its credit note is issued, only the balance is left to give back. */
  cancelled: boolean;
  balanceCents: number;
  invoice: InvoiceData | null;
  prior: PriorCredit[];
  /** Today in Paris (YYYY-MM-DD): the transfer's date by default, and its latest. */
  today: string;
};

/**
 * « Rembourser »: the lines (quantities left) and the shipping to give back, the amount as the
 * server will compute it (lib/invoices/credit.ts), and for a transfer its date and reference.
 * A card is refunded through Stripe by the server; the server checks everything again.
 */
export function RefundDialog(props: RefundDialogProps) {
  const { orderId, method, cancelled, balanceCents, invoice, prior, today } = props;
  const t = useTranslations('admin.orders');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const left = invoice ? remaining(invoice, prior) : null;
  const [quantities, setQuantities] = useState<number[]>(() => left?.lines.map(() => 0) ?? []);
  const [shipping, setShipping] = useState(false);
  const [refundedOn, setRefundedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const selection = {
    lines: quantities.map((quantity, index) => ({ index, quantity })).filter((l) => l.quantity > 0),
    shipping,
  };
  const amount = cancelled
    ? balanceCents
    : invoice && !selectionRefusal(invoice, prior, selection)
      ? creditAmount(invoice, prior, selection)
      : 0;
  const { run, pending } = useAction(refundOrderAction, {
    errorTitle: t('errorTitle'),
    onSuccess: () => {
      setOpen(false);
      // The next refund starts from nothing chosen, on what the refreshed page says is left.
      setQuantities((current) => current.map(() => 0));
      setShipping(false);
      setReference('');
      setErrors({});
      toast.success(t('done.refund'));
      router.refresh();
    },
    onFailure: (fieldErrors) => setErrors(fieldErrors),
  });
  const manual = method !== 'card';
  const selectAll = () => {
    if (!left) return;
    setQuantities(left.lines);
    setShipping(left.shipping);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t('transitions.refund')}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{t('refundForm.title')}</DialogTitle>
        <DialogDescription>
          {cancelled
            ? t('refundForm.balance', { amount: formatCents(balanceCents) })
            : t('refundForm.intro')}{' '}
          {manual ? t('refundForm.introTransfer') : t('refundForm.introCard')}
        </DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            run({ id: orderId, ...selection, refundedOn, reference });
          }}
        >
          {!cancelled && invoice && left && (
            <fieldset className="grid gap-3">
              <legend className="sr-only">{t('refundForm.title')}</legend>
              {invoice.lines.map((line, index) =>
                left.lines[index]! > 0 ? (
                  <TextField
                    key={index}
                    id={`refund-line-${index}`}
                    label={t('refundForm.quantity', { name: line.name })}
                    help={t('refundForm.line', {
                      name: line.name,
                      left: left.lines[index]!,
                      ordered: line.quantity,
                    })}
                    inputProps={{
                      type: 'number',
                      inputMode: 'numeric',
                      min: 0,
                      max: left.lines[index],
                      value: quantities[index] ?? 0,
                      onChange: (event) => {
                        const next = [...quantities];
                        next[index] = Math.max(0, Math.trunc(Number(event.target.value) || 0));
                        setQuantities(next);
                      },
                    }}
                  />
                ) : null,
              )}
              {left.shipping && (
                <CheckboxField
                  id="refund-shipping"
                  label={t('refundForm.shipping', { amount: formatCents(invoice.shipping.ttc) })}
                  inputProps={{
                    checked: shipping,
                    onChange: (event) => setShipping(event.target.checked),
                  }}
                />
              )}
              <div>
                <Button type="button" variant="outline" size="sm" onClick={selectAll}>
                  {t('refundForm.selectAll')}
                </Button>
              </div>
            </fieldset>
          )}
          <p className="font-medium" aria-live="polite" data-testid="refund-amount">
            {t('refundForm.amount', { amount: formatCents(amount) })}
          </p>
          {manual && (
            <TransferRefundFields
              idPrefix="refund"
              today={today}
              refundedOn={refundedOn}
              reference={reference}
              errors={errors}
              onRefundedOn={setRefundedOn}
              onReference={setReference}
            />
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('confirm.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending || amount <= 0}>
              {pending
                ? t('confirm.working')
                : manual
                  ? t('refundForm.submit')
                  : t('refundForm.submitCard', { amount: formatCents(amount) })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** « Renvoyer la confirmation » / « Renvoyer la facture » (the latter once there is one). */
export function ResendButtons({ orderId, invoiced }: { orderId: string; invoiced: boolean }) {
  const t = useTranslations('admin.orders');
  const router = useRouter();
  const { run, pending } = useAction(resendOrderDocumentAction, {
    errorTitle: t('errorTitle'),
    onSuccess: (data) => {
      toast.success(
        data.document === 'invoice' ? t('resend.doneInvoice') : t('resend.doneConfirmation'),
      );
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        disabled={pending}
        onClick={() => run({ id: orderId, document: 'confirmation' })}
      >
        {t('resend.confirmation')}
      </Button>
      {invoiced && (
        <Button
          variant="outline"
          disabled={pending}
          onClick={() => run({ id: orderId, document: 'invoice' })}
        >
          {t('resend.invoice')}
        </Button>
      )}
    </div>
  );
}
