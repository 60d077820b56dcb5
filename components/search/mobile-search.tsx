'use client';

import { useState } from 'react';
import Form from 'next/form';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

/** Phone search: a button opening a full-screen GET form to /catalog?search=. */
export function MobileSearch() {
  const t = useTranslations('layout.search');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-10" aria-label={t('open')}>
          <Search className="size-5" aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t('close')}
        aria-describedby={undefined}
        className="top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none border-0 p-4 pt-14 sm:max-w-none"
      >
        <DialogTitle className="sr-only">{t('label')}</DialogTitle>
        <Form
          action="/catalog"
          role="search"
          onSubmit={() => setOpen(false)}
          className="flex gap-2"
        >
          <label htmlFor="mobile-search" className="sr-only">
            {t('label')}
          </label>
          <input
            id="mobile-search"
            name="search"
            type="search"
            required
            minLength={2}
            autoComplete="off"
            autoFocus
            placeholder={t('placeholder')}
            className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 h-11 w-full rounded-md border px-3 text-base outline-none focus-visible:ring-[3px]"
          />
          <Button type="submit" className="h-11">
            {t('submit')}
          </Button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
