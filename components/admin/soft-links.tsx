'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Plain `<a>` links inside, followed by the client router. An admin table's rows, sort headers
 * and pages stay plain links: the server renders no `next/link` component per link (a list of
 * 25 orders had some 40), the browser prefetches no order page just because its row is on
 * screen, and a click still changes the screen without reloading the page. Without
 * JavaScript, or with a modified click (new tab or window, download), a link to another
 * origin or one with a `target`, the browser follows the link itself.
 */
export function SoftLinks({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  const router = useRouter();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !element.contains(link)) return;
      if (link.target || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      router.push(`${link.pathname}${link.search}${link.hash}`);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [router]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
