'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import type { MegaMenuSection } from './mega-menu';
import { BRANDS_PATH } from '@/lib/urls';
import { INFO_LINKS, MAIN_NAV_LINKS } from './nav-links';
import icons from '@/components/ui/icons.module.css';

/** One link of the sheet; following it closes the sheet. */
function MenuLink({ href, label, strong }: { href: string; label: string; strong?: boolean }) {
  return (
    <li>
      <SheetClose asChild>
        <Link href={href} className={strong ? `${itemClass} font-medium` : itemClass}>
          {label}
        </Link>
      </SheetClose>
    </li>
  );
}

const summaryClass =
  'hover:bg-accent focus-visible:ring-ring/50 flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 text-sm font-medium outline-none focus-visible:ring-[3px] [&::-webkit-details-marker]:hidden';

const itemClass =
  'hover:bg-accent focus-visible:ring-ring/50 block rounded-md px-3 py-2.5 text-sm outline-none focus-visible:ring-[3px]';

/**
 * The mobile menu's sheet (Radix dialog): a separate chunk, fetched the first time the menu
 * button is pressed (`mobile-menu.tsx`). The button is not a Radix trigger, so closing the
 * sheet gives the focus back to it here.
 */
export default function MobileMenuSheet({
  sections,
  open,
  onOpenChange,
  trigger,
}: {
  sections: MegaMenuSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('layout');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeLabel={t('closeMenu')}
        className="w-[88%] max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>{t('menuTitle')}</SheetTitle>
          <SheetDescription className="sr-only">{t('menuDescription')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('mobileNav')} className="px-2 pb-6">
          <ul className="grid gap-1">
            {sections.map((section) => (
              <li key={section.key}>
                <details className="group" data-testid={`mobile-section-${section.key}`}>
                  <summary className={summaryClass}>
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
                          {t('seeSectionLead')} {section.name}
                        </Link>
                      </SheetClose>
                    </li>
                    {section.categories.map((category) => (
                      <MenuLink key={category.slug} href={category.href} label={category.name} />
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            <MenuLink href={BRANDS_PATH} label={t('brandsLink')} strong />
            {MAIN_NAV_LINKS.map((link) => (
              <MenuLink key={link.href} href={link.href} label={t(link.key)} strong />
            ))}
            <li>
              <details className="group" data-testid="mobile-info">
                <summary className={summaryClass}>
                  {t('infoMenu')}
                  <span
                    aria-hidden
                    className={`${icons.chevronDown} transition-transform group-open:rotate-180`}
                  />
                </summary>
                <ul className="border-muted ml-3 grid gap-0.5 border-l pl-2">
                  {/* Contact is already above, among the main links. */}
                  {INFO_LINKS.filter((l) => l.href !== '/contact').map((link) => (
                    <MenuLink key={link.href} href={link.href} label={t(link.key)} />
                  ))}
                </ul>
              </details>
            </li>
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
