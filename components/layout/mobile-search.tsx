'use client';

import { useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SearchCombobox } from '@/components/search/search-combobox';
import styles from './layout.module.css';
import icons from '@/components/ui/icons.module.css';

/**
 * The phone's search: a button opening a full-screen search (field and suggestions filling the
 * screen). Without JavaScript the button is a link to the results page, which has a form.
 */
export function MobileSearch() {
  const t = useTranslations('search');
  const [open, setOpen] = useState(false);
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
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === ' ') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={icons.search} aria-hidden />
      </a>
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="bg-background fixed inset-0 z-50 flex h-dvh w-full flex-col p-4"
          >
            <div className="mb-3 flex items-center justify-between">
              <DialogPrimitive.Title className="text-lg font-semibold">
                {t('mobileTitle')}
              </DialogPrimitive.Title>
              <DialogPrimitive.Close
                className="hover:bg-accent focus-visible:ring-ring/50 inline-flex size-10 items-center justify-center rounded-md focus-visible:ring-[3px] focus-visible:outline-none"
                aria-label={t('close')}
              >
                <X className="size-5" aria-hidden />
              </DialogPrimitive.Close>
            </div>
            <SearchCombobox variant="fullscreen" autoFocus onNavigate={() => setOpen(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </div>
  );
}
