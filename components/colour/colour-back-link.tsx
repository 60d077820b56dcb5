'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import icons from '@/components/ui/icons.module.css';
import styles from './colour-page.module.css';

/**
 * Retour: to the maker's colour list in catalogue mode (the colour has a category and a maker),
 * otherwise the browser's back.
 */
export function ColourBackLink({ listUrl }: { listUrl: string | null }) {
  const t = useTranslations('colours');
  const router = useRouter();
  const content = (
    <>
      <span className={icons.arrowLeft} />
      {t('back')}
    </>
  );
  if (listUrl) {
    // The maker list is served through a rewrite on its query: a document load (colour-link.tsx).
    return (
      <a href={listUrl} className={styles.back}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={styles.back} onClick={() => router.back()}>
      {content}
    </button>
  );
}
