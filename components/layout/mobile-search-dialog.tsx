'use client';

import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { SearchCombobox } from '@/components/search/search-combobox';

/**
 * The phone's full-screen search (Radix dialog): a separate chunk, fetched the first time the
 * search button is pressed (`mobile-search.tsx`).
 */
export default function MobileSearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('search');
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
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
          <SearchCombobox variant="fullscreen" autoFocus onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
