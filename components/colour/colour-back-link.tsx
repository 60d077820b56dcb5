'use client';

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
        {/* The maker list is served through a rewrite on its query: a document load (colour-link.tsx). */}
        <a href={listUrl}>
          <ArrowLeft aria-hidden="true" />
          {t('back')}
        </a>
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
