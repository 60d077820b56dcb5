'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useAction } from '@/lib/hooks/use-action-form';
import { sendReminderAction } from '@/lib/admin/lost-orders/actions';

/**
 * « Envoyer une relance » for one lost cart or unpaid order; once sent the list shows the date
 * instead (the server refuses a second reminder anyway).
 */
export function ReminderButton({
  kind,
  id,
  label,
}: {
  kind: 'cart' | 'order';
  id: string;
  label: string;
}) {
  const t = useTranslations('admin');
  const router = useRouter();
  const { run, pending } = useAction(sendReminderAction, {
    errorTitle: t('form.errorTitle'),
    onSuccess: () => {
      toast.success(t('lostOrders.sent'));
      router.refresh();
    },
    onFailure: () => router.refresh(),
  });
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={label}
      onClick={() => run({ kind, id })}
    >
      {pending ? t('lostOrders.sending') : t('lostOrders.send')}
    </Button>
  );
}
