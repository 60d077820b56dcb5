'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { undoBulkPriceAction } from '@/lib/admin/products/actions';
import { useAction } from '@/lib/hooks/use-action-form';

/**
 * The last « Variation des prix (%) » and « Annuler cette modification »: its previous prices
 * come back, or the server names the products changed since and nothing moves.
 */
export function BulkPriceUndo({ batchId, summary }: { batchId: string; summary: string }) {
  const t = useTranslations('admin.products.bulkUndo');
  const router = useRouter();
  const { run, pending } = useAction(undoBulkPriceAction, {
    errorTitle: t('title'),
    onSuccess: ({ products }) => {
      toast.success(t('doneTitle'), { description: t('doneText', { products }) });
      router.refresh();
    },
  });
  return (
    <section
      aria-labelledby="bulk-undo-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
    >
      <div className="grid gap-1">
        <h2 id="bulk-undo-title" className="text-sm font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm">{summary}</p>
      </div>
      <Button variant="outline" disabled={pending} onClick={() => run({ id: batchId })}>
        {t('button')}
      </Button>
    </section>
  );
}
