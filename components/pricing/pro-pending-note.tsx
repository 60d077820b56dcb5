'use client';

import { useTranslations } from 'next-intl';
import { useProStatus } from '@/lib/pricing/use-pro-prices';
import { clsx } from 'clsx';

/**
 * For a professional whose account is not verified yet: retail prices are shown, and this says
 * why. Nothing for anyone else (the cached page is the same for everyone until hydration).
 */
export function ProPendingNote({ className }: { className?: string }) {
  const t = useTranslations('pricing.pro');
  if (useProStatus() !== 'pending') return null;
  return (
    <p
      role="note"
      data-testid="pro-pending-note"
      className={clsx(
        'rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900',
        className,
      )}
    >
      {t('pending')}
    </p>
  );
}
