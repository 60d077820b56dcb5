'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Retour: to the maker's colour list in catalogue mode (the colour has a category and a maker),
 * otherwise the browser's back.
 */
export function ColourBackLink({ listUrl }: { listUrl: string | null }) {
  const t = useTranslations('colours');
  const router = useRouter();
  if (listUrl) {
    return (
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href={listUrl}>
          <ArrowLeft aria-hidden="true" />
          {t('back')}
        </Link>
      </Button>
    );
  }
  return (
    <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={() => router.back()}>
      <ArrowLeft aria-hidden="true" />
      {t('back')}
    </Button>
  );
}
