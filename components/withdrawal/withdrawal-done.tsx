'use client';

import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formatFullDateTime, formatLongDay } from '@/lib/format';
import type { RecordedWithdrawal } from '@/lib/withdrawals/store';

/** After « Confirmer la rétractation »: what was recorded, when, and what comes next. */
export function WithdrawalDone({ done }: { done: RecordedWithdrawal }) {
  const t = useTranslations('withdrawal');
  return (
    <div
      role="status"
      className="border-success/40 bg-success/10 grid max-w-2xl gap-3 rounded-md border p-4"
    >
      <h2 className="text-success flex items-center gap-2 text-xl font-semibold">
        <CheckCircle2 className="size-5 shrink-0" aria-hidden />
        {t('doneTitle')}
      </h2>
      <p>
        {t('doneText', { date: formatFullDateTime(new Date(done.createdAt)), email: done.email })}
      </p>
      <ul className="list-disc pl-5 text-sm">
        {done.lines.map((line) => (
          <li key={`${line.name}-${line.details ?? ''}`}>
            {t('doneLine', { name: line.name, quantity: line.quantity })}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        {t('doneReturn', {
          date: formatLongDay(done.returnBy),
          refund: formatLongDay(done.refundBy),
        })}
      </p>
    </div>
  );
}
