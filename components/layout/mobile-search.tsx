'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './layout.module.css';
import icons from '@/components/ui/icons.module.css';

const MobileSearchDialog = lazy(() => import('./mobile-search-dialog'));

/**
 * The phone's search: a button opening a full-screen search (field and suggestions filling the
 * screen). Without JavaScript the button is a link to the results page, which has a form. The
 * dialog is fetched the first time the button is pressed, then stays mounted (issue 12).
 */
export function MobileSearch() {
  const t = useTranslations('search');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <div className="md:hidden">
      <a
        href="/catalog?search="
        role="button"
        aria-haspopup="dialog"
        aria-label={t('openMobile')}
        className={styles.action}
        onClick={(e) => {
          e.preventDefault();
          show();
        }}
        onKeyDown={(e) => {
          if (e.key === ' ') {
            e.preventDefault();
            show();
          }
        }}
      >
        <span className={icons.search} aria-hidden />
      </a>
      {wanted && (
        <Suspense fallback={null}>
          <MobileSearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
