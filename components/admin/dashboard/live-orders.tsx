'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { subscribeNewOrders, type LiveConfig } from '@/lib/notifications/live';

/**
 * The dashboard hears new orders as they are placed (SSE over LISTEN/NOTIFY, or Supabase
 * Realtime when hosted: the shop's live notices), says so in a polite live region and fetches
 * the page's figures and last orders again.
 */
export function LiveOrders({ live }: { live: LiveConfig }) {
  const t = useTranslations('admin.dashboard');
  const router = useRouter();
  const [latest, setLatest] = useState<string | null>(null);
  useEffect(
    () =>
      subscribeNewOrders(live, (order) => {
        setLatest(order.orderNumber);
        router.refresh();
      }),
    [live, router],
  );
  return (
    <p role="status" aria-live="polite" className="text-sm font-medium" data-testid="live-order">
      {latest ? t('liveNew', { number: latest }) : ''}
    </p>
  );
}
