import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { getT } from '@/lib/i18n/server';

export const metadata: Metadata = { title: getT('notFound')('title') };

/**
 * What notFound() renders (HTTP 404) when its route has no not-found.tsx of its own. Kept
 * light on purpose: Next sends this file with every route. Unknown addresses get
 * app/global-not-found.tsx instead, with the shop's header and footer. A shop route that wants
 * its 404 inside the shop layout adds a not-found.tsx in its own folder rendering
 * <NotFoundContent /> (not in app/(shop)/: that one is sent with the home page twice over).
 */
export default function NotFound() {
  return (
    <main id="contenu">
      <NotFoundContent />
    </main>
  );
}
