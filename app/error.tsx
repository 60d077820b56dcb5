'use client';

import { ErrorContent } from '@/components/layout/error-content';

/**
 * A render failure below the root layout, outside the shop's pages (account, checkout, admin):
 * the French error block instead of Next's English page. The shop's own pages have theirs
 * inside the header and footer (app/(shop)/error.tsx); the root layout's own failures,
 * app/global-error.tsx.
 */
export default function RootError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="contenu">
      <ErrorContent retry={retry} />
    </main>
  );
}
