'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
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
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={pending}
      aria-label={label}
      onClick={() =>
        start(async () => {
          const result = await sendReminderAction({ kind, id }).catch(() => null);
          if (!result?.ok) {
            toast.error(t('form.errorTitle'), { description: result?.error });
            router.refresh();
            return;
          }
          toast.success(t('lostOrders.sent'));
          router.refresh();
        })
      }
    >
      {pending ? t('lostOrders.sending') : t('lostOrders.send')}
    </Button>
  );
}
