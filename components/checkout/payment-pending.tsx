'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PAYMENT_STATUS_API_PATH } from '@/lib/urls';

/** First wait, then each next one half as long again, up to this. */
const FIRST_WAIT_MS = 1500;
const LONGEST_WAIT_MS = 15_000;

/**
 * While a card payment waits for Stripe's webhook: asks the server where it stands
 * (`/api/payments/status`) now and then, and re-renders the page (from the server's state)
 * once it moved. Renders nothing; the page says « paiement en cours de confirmation ».
 */
export function PaymentPending({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  useEffect(() => {
    let wait = FIRST_WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const url = `${PAYMENT_STATUS_API_PATH}?commande=${encodeURIComponent(orderNumber)}`;
    async function check() {
      try {
        const res = await fetch(url, { cache: 'no-store' });
        const body = (await res.json()) as { outcome: string | null };
        if (!stopped && res.ok && body.outcome !== 'confirming') {
          router.refresh();
          return;
        }
      } catch {
        // Offline for a moment: ask again later.
      }
      if (stopped) return;
      wait = Math.min(Math.round(wait * 1.5), LONGEST_WAIT_MS);
      timer = setTimeout(() => void check(), wait);
    }
    timer = setTimeout(() => void check(), wait);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderNumber, router]);
  return null;
}
