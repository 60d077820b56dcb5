'use client';

import { ErrorContent } from '@/components/layout/error-content';

/**
 * A shop page that fails to render: the French error block inside the shop's header and footer
 * (this boundary sits under app/(shop)/layout.tsx), with a way back.
 */
export default function ShopError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="contenu">
      <ErrorContent retry={retry} />
    </main>
  );
}
