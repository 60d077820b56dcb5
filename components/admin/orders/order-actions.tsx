'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
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
import type { ActionResult } from '@/lib/actions/client';
import { useAction } from '@/lib/hooks/use-action-form';
import {
  cancelOrderAction,
  deliverOrderAction,
  markOrderPaidAction,
  processOrderAction,
  saveOrderNoteAction,
  shipOrderAction,
} from '@/lib/admin/orders/actions';
import type { OrderTransition } from '@/lib/admin/orders/workflow';
import { orderNoteSchema, shipOrderSchema } from '@/lib/validation/admin-orders';
import { SelectField, TextAreaField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { RefundDialog, type RefundDialogProps } from './refund-dialog';

type Simple = Exclude<OrderTransition, 'ship' | 'refund'>;
const SIMPLE: Record<Simple, (input: { id: string }) => Promise<ActionResult<unknown>>> = {
  markPaid: markOrderPaidAction,
  process: processOrderAction,
  deliver: deliverOrderAction,
  cancel: cancelOrderAction,
};

/** The dialog's body: what the change will do (a paid order cancelled still has its refund to make). */
function confirmText(transition: Simple, paid: boolean) {
  if (transition !== 'cancel') return `confirm.${transition}` as const;
  return paid ? 'confirm.cancelPaid' : 'confirm.cancelUnpaid';
}

/** A workflow change behind a confirmation dialog; the server's refusal is a French toast. */
function ConfirmedChange({
  orderId,
  transition,
  total,
  paid,
}: {
  orderId: string;
  transition: Simple;
  total: string;
  paid: boolean;
}) {
  const t = useTranslations('admin.orders');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const destructive = transition === 'cancel';
  const { run, pending } = useAction(SIMPLE[transition], {
    errorTitle: t('errorTitle'),
    onSuccess: () => {
      setOpen(false);
      toast.success(t(`done.${transition}`));
      router.refresh();
    },
    onFailure: () => setOpen(false),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={destructive ? 'outline' : 'default'}>
          {t(`transitions.${transition}`)}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t(`transitions.${transition}`)}</DialogTitle>
        <DialogDescription>{t(confirmText(transition, paid), { total })}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('confirm.cancel')}</Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={() => run({ id: orderId })}
            disabled={pending}
          >
            {pending ? t('confirm.working') : t('confirm.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** « Expédier »: carrier (the order's by default) and tracking number, in a dialog. */
function ShipDialog({
  orderId,
  carriers,
  carrierCode,
}: {
  orderId: string;
  carriers: { code: string; name: string }[];
  carrierCode: string | null;
}) {
  const t = useTranslations('admin.orders');
  const [open, setOpen] = useState(false);
  const { onSubmit, field, submitting } = useAdminForm({
    schema: shipOrderSchema,
    defaultValues: {
      id: orderId,
      carrierCode: carrierCode ?? carriers[0]?.code ?? '',
      trackingNumber: '',
    },
    action: async (input) => {
      const result = await shipOrderAction(input);
      if (result.ok) setOpen(false);
      return result;
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{t('transitions.ship')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('ship.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('ship.title')}</DialogDescription>
        <ReadyForm noValidate onSubmit={onSubmit} className="grid gap-4">
          <SelectField
            id="ship-carrier"
            label={t('ship.carrier')}
            options={carriers.map((c) => ({ value: c.code, label: c.name }))}
            {...field.select('carrierCode')}
          />
          <TextField
            id="ship-tracking"
            label={t('ship.trackingNumber')}
            required
            {...field.text('trackingNumber', { autoComplete: 'off' })}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('confirm.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('confirm.working') : t('ship.submit')}
            </Button>
          </DialogFooter>
        </ReadyForm>
      </DialogContent>
    </Dialog>
  );
}

/** The changes the workflow allows from the order's status (computed on the server). */
export function OrderActions({
  orderId,
  allowed,
  total,
  paid,
  carriers,
  carrierCode,
  refund,
}: {
  orderId: string;
  allowed: OrderTransition[];
  total: string;
  /** Paid and not given back yet: cancelling leaves a refund to make. */
  paid: boolean;
  carriers: { code: string; name: string }[];
  carrierCode: string | null;
  refund: Omit<RefundDialogProps, 'orderId'>;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {allowed.map((transition) =>
        transition === 'refund' ? (
          <RefundDialog key={transition} orderId={orderId} {...refund} />
        ) : transition === 'ship' ? (
          <ShipDialog
            key={transition}
            orderId={orderId}
            carriers={carriers}
            carrierCode={carrierCode}
          />
        ) : (
          <ConfirmedChange
            key={transition}
            orderId={orderId}
            transition={transition}
            total={total}
            paid={paid}
          />
        ),
      )}
    </div>
  );
}

/** The internal note (saved with « Enregistrer la note », audited). */
export function OrderNoteForm({ orderId, notes }: { orderId: string; notes: string }) {
  const t = useTranslations('admin.orders.detail');
  const { onSubmit, field, submitting } = useAdminForm({
    schema: orderNoteSchema,
    defaultValues: { id: orderId, notes },
    action: saveOrderNoteAction,
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid gap-2">
      <TextAreaField
        id="order-notes"
        label={t('notes')}
        help={t('notesHelp')}
        {...field.textarea('notes')}
      />
      <div>
        <Button type="submit" variant="outline" disabled={submitting}>
          {t('saveNote')}
        </Button>
      </div>
    </ReadyForm>
  );
}
