'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { MegaMenuSection } from './mega-menu';
import styles from './layout.module.css';
import icons from '@/components/ui/icons.module.css';

const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet'));

/**
 * Phone and tablet navigation: a sheet from the left with the same sections and categories.
 * Only the button is in every page's scripts; the sheet (Radix dialog, focus trap, scroll lock)
 * is fetched the first time the button is pressed, then stays mounted (issue 12).
 */
export function MobileMenu({ sections }: { sections: MegaMenuSection[] }) {
  const t = useTranslations('layout');
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.action}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span className={icons.menu} aria-hidden />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            sections={sections}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
