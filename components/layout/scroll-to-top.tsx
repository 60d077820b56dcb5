'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Spec: every page scrolls to the top on route change. Not on the first load (the browser
 * restores or follows a #anchor itself) nor when the new address targets an anchor.
 * Rendered inside <Suspense> (the pathname can be request-time data).
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
