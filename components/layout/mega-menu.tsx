'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Link from 'next/link';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';

/** Spec constant: a mega-menu closes 150 ms after the pointer leaves it. */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;

export type MegaMenuSection = {
  key: string;
  menuLabel: string;
  name: string;
  href: string;
  categories: Array<{ slug: string; name: string; href: string }>;
};

const linkClass =
  'hover:bg-accent focus-visible:ring-ring/50 inline-flex h-11 items-center gap-1 rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-[3px]';

/**
 * Desktop category navigation (disclosure pattern): each section is a button that opens its
 * panel on hover, click or Enter/Space; Escape closes it and gives focus back to the button;
 * leaving with the pointer closes it after 150 ms, leaving with the keyboard closes it at once.
 */
export function MegaMenu({
  sections,
  links,
}: {
  sections: MegaMenuSection[];
  links: Array<{ href: string; label: string }>;
}) {
  const t = useTranslations('layout');
  const [openKey, setOpenKey] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const baseId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpenKey(null), MEGA_MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onPointerEnter = (key: string) => (event: PointerEvent) => {
    if (event.pointerType === 'touch') return; // touch opens on tap (click) only
    cancelClose();
    setOpenKey(key);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') scheduleClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || openKey === null) return;
    event.preventDefault();
    setOpenKey(null);
    event.currentTarget.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
  };

  return (
    <nav aria-label={t('categoryNav')} className="relative">
      <ul className="flex items-center gap-1">
        {sections.map((section) => {
          const open = openKey === section.key;
          const panelId = `${baseId}-${section.key}`;
          return (
            <li
              key={section.key}
              onPointerEnter={onPointerEnter(section.key)}
              onPointerLeave={onPointerLeave}
              onKeyDown={onKeyDown}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  if (open) setOpenKey(null);
                }
              }}
            >
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  cancelClose();
                  setOpenKey(open ? null : section.key);
                }}
                className={cn(linkClass, open && 'bg-accent')}
              >
                {section.menuLabel}
                <ChevronDown
                  aria-hidden
                  className={cn('size-4 transition-transform', open && 'rotate-180')}
                />
              </button>
              <div
                id={panelId}
                hidden={!open}
                data-testid={`mega-menu-${section.key}`}
                className="bg-popover text-popover-foreground absolute inset-x-0 top-full z-30 rounded-b-lg border p-6 shadow-lg"
              >
                <div className="mb-4 flex items-baseline justify-between gap-4 border-b pb-3">
                  <p className="text-lg font-semibold">{section.name}</p>
                  <Link
                    href={section.href}
                    onClick={() => setOpenKey(null)}
                    className="text-primary text-sm font-medium underline-offset-4 hover:underline"
                  >
                    {t('seeSection', { name: section.name })}
                  </Link>
                </div>
                {section.categories.length > 0 ? (
                  <ul className="grid grid-cols-2 gap-x-6 gap-y-1 md:grid-cols-3 xl:grid-cols-4">
                    {section.categories.map((category) => (
                      <li key={category.slug}>
                        <Link
                          href={category.href}
                          onClick={() => setOpenKey(null)}
                          className="hover:bg-accent focus-visible:ring-ring/50 block rounded-md px-2 py-1.5 text-sm outline-none focus-visible:ring-[3px]"
                        >
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-muted-foreground text-sm">{t('noCategories')}</p>
                )}
              </div>
            </li>
          );
        })}
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
