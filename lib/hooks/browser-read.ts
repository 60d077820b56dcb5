'use client';

import type { SWRConfiguration } from 'swr';

/**
 * The one way the browser reads from the server (SWR, docs/decisions/browser-reads.md): an
 * answer is kept under the key it was asked for, so an answer to an older key arriving late never
 * shows for the newer one. While a new key loads the previous answer stays on screen; a read is
 * not repeated on focus or reconnection, and a failure is shown, not retried behind the buyer's
 * back.
 */
export const BROWSER_READ: SWRConfiguration = {
  keepPreviousData: true,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};
