'use client';

import Form from 'next/form';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';

/** Desktop search box: a labelled GET form to /catalog?search= (the dropdown comes later). */
export function HeaderSearch() {
  const t = useTranslations('layout.search');
  return (
    <Form action="/catalog" role="search" aria-label={t('region')} className="relative w-full">
      <label htmlFor="header-search" className="sr-only">
        {t('label')}
      </label>
      <input
        id="header-search"
        name="search"
        type="search"
        required
        minLength={2}
        autoComplete="off"
        placeholder={t('placeholder')}
        className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 h-10 w-full rounded-md border pr-11 pl-3 text-sm outline-none focus-visible:ring-[3px]"
      />
      <button
        type="submit"
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 absolute top-0 right-0 flex size-10 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]"
      >
        <Search className="size-5" aria-hidden />
        <span className="sr-only">{t('submit')}</span>
      </button>
    </Form>
  );
}
