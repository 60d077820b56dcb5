'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { setLowStockEmailAction } from '@/lib/admin/products/actions';
import { useAction } from '@/lib/hooks/use-action-form';
import { toast } from '@/lib/toast';

/** The owner's optional daily low-stock e-mail, switched on or off from the products list. */
export function LowStockEmailToggle({ enabled }: { enabled: boolean }) {
  const t = useTranslations('admin.products.lowStockEmail');
  const router = useRouter();
  const { run, pending } = useAction(setLowStockEmailAction, {
    errorTitle: t('error'),
    onSuccess: (data) => {
      toast.success(data.enabled ? t('enabled') : t('disabled'));
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>{enabled ? t('on') : t('off')}</span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={pending}
        onClick={() => run({ enabled: !enabled })}
      >
        {enabled ? t('disable') : t('enable')}
      </Button>
    </div>
  );
}
