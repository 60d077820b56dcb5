'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isTestCardKey } from '@/lib/test-card';
import { TEST_CARD_GUIDE_PATH } from '@/lib/urls';

/** On a test card's cart line: « Comment utiliser la carte test » (issue 41 §2). */
export function TestCardGuideLink({ lineId }: { lineId: string }) {
  const t = useTranslations('testCard');
  if (!isTestCardKey(lineId)) return null;
  return (
    <p className="text-sm">
      <Link href={TEST_CARD_GUIDE_PATH} className="underline underline-offset-4">
        {t('howTo')}
      </Link>
    </p>
  );
}
