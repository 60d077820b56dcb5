'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import type { MegaMenuSection } from './mega-menu';
import { MAIN_NAV_LINKS } from './nav-links';
import styles from './layout.module.css';
import icons from '@/components/ui/icons.module.css';

const itemClass =
  'hover:bg-accent focus-visible:ring-ring/50 block rounded-md px-3 py-2.5 text-sm outline-none focus-visible:ring-[3px]';

/** Phone and tablet navigation: a sheet from the left with the same sections and categories. */
export function MobileMenu({ sections }: { sections: MegaMenuSection[] }) {
  const t = useTranslations('layout');
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <button type="button" className={styles.action} aria-label={t('openMenu')}>
          <span className={icons.menu} aria-hidden />
        </button>
      </SheetTrigger>
      <SheetContent side="left" closeLabel={t('closeMenu')} className="w-[88%] max-w-sm">
        <SheetHeader className="border-b">
          <SheetTitle>{t('menuTitle')}</SheetTitle>
          <SheetDescription className="sr-only">{t('menuDescription')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('mobileNav')} className="px-2 pb-6">
          <ul className="grid gap-1">
            {sections.map((section) => (
              <li key={section.key}>
                <details className="group" data-testid={`mobile-section-${section.key}`}>
                  <summary className="hover:bg-accent focus-visible:ring-ring/50 flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 text-sm font-medium outline-none focus-visible:ring-[3px] [&::-webkit-details-marker]:hidden">
                    {section.menuLabel}
                    <span
                      aria-hidden
                      className={`${icons.chevronDown} transition-transform group-open:rotate-180`}
                    />
                  </summary>
                  <ul className="border-muted ml-3 grid gap-0.5 border-l pl-2">
                    <li>
                      <SheetClose asChild>
                        <Link
                          href={section.href}
                          className={`${itemClass} text-primary font-medium`}
                        >
                          {t('seeSection', { name: section.name })}
                        </Link>
                      </SheetClose>
                    </li>
                    {section.categories.map((category) => (
                      <li key={category.slug}>
                        <SheetClose asChild>
                          <Link href={category.href} className={itemClass}>
                            {category.name}
                          </Link>
                        </SheetClose>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            {MAIN_NAV_LINKS.map((link) => (
              <li key={link.href}>
                <SheetClose asChild>
                  <Link href={link.href} className={`${itemClass} font-medium`}>
                    {t(link.key)}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
