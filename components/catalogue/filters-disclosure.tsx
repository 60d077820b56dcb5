'use client';

import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './listing-filters.module.css';

const DESKTOP = '(min-width: 1024px)';

/**
 * The filter panel: a native <details> (works without JavaScript), opened on wide screens
 * once the page runs, folded on phones so the products come first.
 */
export function FiltersDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (ref.current && window.matchMedia(DESKTOP).matches) ref.current.open = true;
  }, []);
  return (
    <details ref={ref} className={styles.panel} data-testid="listing-filters">
      <summary>
        {summary}
        <ChevronDown aria-hidden data-icon="toggle" />
      </summary>
      {children}
    </details>
  );
}
