'use client';

import { ErrorContent } from '@/components/layout/error-content';

/**
 * A shop page that fails to render: the French error block inside the shop's header and footer
 * (this boundary sits under app/(shop)/layout.tsx), with a way back. The shell already holds
 * the one <main id="contenu">: a second one here made two main landmarks with the same id.
 */
export default function ShopError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div>
      <ErrorContent retry={retry} />
    </div>
  );
}
