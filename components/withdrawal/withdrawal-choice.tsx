'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAction } from '@/lib/hooks/use-action-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatLongDate, formatLongDay } from '@/lib/format';
import { confirmWithdrawal } from '@/lib/withdrawals/actions';
import type { WithdrawalLookup } from '@/lib/validation/withdrawal';
import type { RecordedWithdrawal, WithdrawalForm } from '@/lib/withdrawals/store';

const COLUMNS = ['line', 'ordered', 'alreadyWithdrawn', 'toReturn'] as const;

/**
 * Step 2: the order's lines that can be taken back (made-to-order paint listed apart, with the
 * reason), the whole order or chosen quantities, then « Confirmer la rétractation ». The server
 * checks everything again when it records the withdrawal.
 */
export function WithdrawalChoice({
  lookup,
  found,
  onBack,
  onDone,
}: {
  lookup: WithdrawalLookup;
  found: WithdrawalForm;
  onBack: () => void;
  onDone: (done: RecordedWithdrawal) => void;
}) {
  const t = useTranslations('withdrawal');
  const [whole, setWhole] = useState(true);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { run, pending } = useAction(confirmWithdrawal, {
    onSuccess: (done) => (done ? onDone(done) : setRefusal(t('notFound'))),
    onFailure: (_fields, error) => setRefusal(error ?? t('failed')),
  });
  const open = found.lines.filter((line) => !line.isCustomPaint);
  const left = open.filter((line) => line.withdrawable > 0);
  const excluded = found.lines.filter((line) => line.isCustomPaint);

  const confirm = () => {
    setRefusal(null);
    run({
      ...lookup,
      lines: whole
        ? 'all'
        : left.map((line) => ({ id: line.id, quantity: Number(quantities[line.id] ?? 0) })),
    });
  };

  return (
    <div className="grid max-w-3xl gap-6">
      <div>
        <h2 className="text-xl font-semibold">
          {t('orderTitle', { number: found.orderNumber, date: formatLongDate(found.placedAt) })}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          {found.lastDay
            ? t('untilDay', { date: formatLongDay(found.lastDay) })
            : t('beforeDelivery')}
        </p>
      </div>
      {left.length === 0 ? (
        <p role="status" className="rounded-md border p-3 text-sm">
          {t('nothingLeft')}
        </p>
      ) : (
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-medium">{t('choiceLegend')}</legend>
          {[true, false].map((value) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="withdrawal-scope"
                className="accent-primary size-4"
                checked={whole === value}
                onChange={() => setWhole(value)}
              />
              {value ? t('whole') : t('part')}
            </label>
          ))}
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{t('linesCaption')}</caption>
            <thead>
              <tr className="border-b text-left">
                {COLUMNS.map((key, i) => (
                  <th
                    key={key}
                    scope="col"
                    className={`py-2 pr-3 font-medium ${i ? 'text-right' : ''}`}
                  >
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {open.map((line) => (
                <tr key={line.id} className="border-b">
                  <td className="py-2 pr-3">
                    <span className="font-medium">{line.name}</span>
                    {line.details && (
                      <span className="text-muted-foreground block text-xs">{line.details}</span>
                    )}
                  </td>
                  <td className="py-2 pr-3 text-right">{line.ordered}</td>
                  <td className="py-2 pr-3 text-right">{line.withdrawn}</td>
                  <td className="py-2 text-right">
                    {whole || line.withdrawable === 0 ? (
                      line.withdrawable
                    ) : (
                      <Input
                        type="number"
                        min={0}
                        max={line.withdrawable}
                        inputMode="numeric"
                        className="ml-auto w-20 text-right"
                        aria-label={t('quantityLabel', { name: line.name })}
                        value={quantities[line.id] ?? '0'}
                        onChange={(event) =>
                          setQuantities((q) => ({ ...q, [line.id]: event.target.value }))
                        }
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
      )}
      {excluded.length > 0 && (
        <section aria-label={t('excludedTitle')} className="rounded-md border p-4 text-sm">
          <h3 className="font-medium">{t('excludedTitle')}</h3>
          <p className="text-muted-foreground my-2">{t('excludedWhy')}</p>
          <ul className="list-disc pl-5">
            {excluded.map((line) => (
              <li key={line.id}>{[line.name, line.details].filter(Boolean).join(' — ')}</li>
            ))}
          </ul>
        </section>
      )}
      {refusal && (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 text-destructive rounded-md border p-3 text-sm"
        >
          {refusal}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        {left.length > 0 && (
          <Button type="button" size="lg" disabled={pending} onClick={confirm}>
            {pending ? t('confirming') : t('confirm')}
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </div>
  );
}
