import Link from 'next/link';
import { getT } from '@/lib/i18n/server';
import { GUARANTEE_PATH } from '@/lib/urls';

/** The colour-match guarantee in a sentence on the colour page, with the way to its conditions. */
export function ColourGuarantee({ days }: { days: number }) {
  const t = getT('guarantee');
  return (
    <p className="text-sm" data-testid="colour-guarantee">
      <strong>{t('colourTitle')}</strong> {t('colourText', { days })}{' '}
      <Link href={GUARANTEE_PATH} className="underline underline-offset-4">
        {t('conditionsLink')}
      </Link>
    </p>
  );
}
