'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { markBalanceReceivedAction } from '@/lib/admin/orders/edit-actions';
import { useAction } from '@/lib/hooks/use-action-form';
import { toast } from '@/lib/toast';

/** « Marquer le reste à payer reçu »: the balance a paid order's edit left due has arrived. */
export function BalanceReceivedButton({ orderId }: { orderId: string }) {
  const t = useTranslations('admin.orderEdit');
  const router = useRouter();
  const { run, pending } = useAction(markBalanceReceivedAction, {
    errorTitle: t('errorTitle'),
    onSuccess: () => {
      toast.success(t('balance.done'));
      router.refresh();
    },
  });
  return (
    <div>
      <Button variant="outline" disabled={pending} onClick={() => run({ id: orderId })}>
        {t('balance.received')}
      </Button>
    </div>
  );
}
