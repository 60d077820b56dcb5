'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { undoBulkPriceAction } from '@/lib/admin/products/actions';
import { useAction } from '@/lib/hooks/use-action-form';

/**
 * The last « Variation des prix (%) » not undone, each with « Annuler cette modification »: its
 * previous prices come back, or the server names the products changed since and nothing moves.
 * Each change is described (percent, rounding, when, which products), so the owner — or two
 * admins at once — undoes the one they mean.
 */
export function BulkPriceUndo({ batches }: { batches: { id: string; summary: string }[] }) {
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
    <section aria-labelledby="bulk-undo-title" className="grid gap-2 rounded-lg border p-3">
      <h2 id="bulk-undo-title" className="text-sm font-semibold">
        {t('title')}
      </h2>
      <ul className="grid gap-2">
        {batches.map((batch) => (
          <li key={batch.id} className="flex flex-wrap items-center justify-between gap-3">
            <p id={`bulk-undo-${batch.id}`} className="text-sm">
              {batch.summary}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              aria-describedby={`bulk-undo-${batch.id}`}
              onClick={() => run({ id: batch.id })}
            >
              {t('button')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
