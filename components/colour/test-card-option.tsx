'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatCents } from '@/lib/money';
import { TEST_CARD_GUIDE_PATH } from '@/lib/urls';
import styles from './colour-form.module.css';

/**
 * « Ajouter une carte test » beside the paint (issue 41 §2): the card is added with the paint
 * when ticked; its price is the owner's (« offerte » at 0), the cart's is the server's.
 */
export function TestCardOption({
  id,
  priceCents,
  checked,
  onChange,
}: {
  id: string;
  priceCents: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslations('testCard');
  return (
    <div className={styles.varnish} data-testid="test-card-option">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-primary mt-3.5 size-4 shrink-0"
      />
      <div>
        {/* 44 px tall: a finger's target on a phone (tests/e2e/storefront.mobile.spec.ts). */}
        <label htmlFor={id} className="flex min-h-11 items-center">
          {priceCents > 0 ? t('add', { price: formatCents(priceCents) }) : t('addFree')}
        </label>
        <p className="text-muted-foreground text-xs">
          {t('why')}{' '}
          <Link href={TEST_CARD_GUIDE_PATH} className="underline underline-offset-4">
            {t('howTo')}
          </Link>
        </p>
      </div>
    </div>
  );
}
