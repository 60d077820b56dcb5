'use client';

import { useEffect, useState } from 'react';
import { useSessionStore } from '@/lib/account/session-store';
import type { ShownProProduct } from './types';

/** What the signed-in user is as a buyer: a verified professional, one awaiting verification. */
export type ProStatus = 'none' | 'pending' | 'verified';

export function useProStatus(): ProStatus {
  const user = useSessionStore((s) => s.user);
  if (!user) return 'none';
  if (user.isVerifiedProfessional) return 'verified';
  return user.isProfessional ? 'pending' : 'none';
}

type Answer = { professional: boolean; prices?: Record<string, ShownProProduct> };

/**
 * The professional prices of these products, for a verified professional only (else `null`,
 * and nothing is asked): the cached pages carry retail prices, this island asks
 * `GET /api/pricing/pro` once the session (already read by the header) says so.
 */
export function useProPrices(
  productIds: readonly string[],
): Record<string, ShownProProduct> | null {
  const verified = useProStatus() === 'verified';
  const key = productIds.join(',');
  const [answer, setAnswer] = useState<{ key: string; prices: Record<string, ShownProProduct> }>();

  useEffect(() => {
    if (!verified || !key) return;
    const controller = new AbortController();
    fetch(`/api/pricing/pro?ids=${encodeURIComponent(key)}`, {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<Answer>) : null))
      .then((body) => {
        if (body?.professional && body.prices) setAnswer({ key, prices: body.prices });
      })
      // Retail prices stay on screen; the cart prices on the server whatever is shown.
      .catch(() => undefined);
    return () => controller.abort();
  }, [verified, key]);

  return verified && answer?.key === key ? answer.prices : null;
}
