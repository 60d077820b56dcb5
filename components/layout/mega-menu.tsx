'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './layout.module.css';
import { MAIN_NAV_LINKS } from './nav-links';
import icons from '@/components/ui/icons.module.css';

/** Spec constant: a mega-menu closes 150 ms after the pointer leaves it. */
const MEGA_MENU_CLOSE_DELAY_MS = 150;
/** A click this soon after the pointer opened the same panel does not close it. */
const HOVER_CLICK_GRACE_MS = 600;

export type MegaMenuSection = {
  key: string;
  menuLabel: string;
  name: string;
  href: string;
  categories: Array<{ slug: string; name: string; href: string }>;
};

/**
 * Desktop category navigation (disclosure pattern): each section is a button that opens its
 * panel on hover, click or Enter/Space; Escape closes it and gives focus back to the button;
 * leaving with the pointer closes it after 150 ms, leaving with the keyboard closes it at once.
 */
export function MegaMenu({ sections }: { sections: MegaMenuSection[] }) {
  const t = useTranslations('layout');
  const [openKey, setOpenKey] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // When the pointer opened a panel: a click right after (hover, then click) keeps it open
  // instead of toggling it shut under the shopper's cursor.
  const hoverOpened = useRef<{ key: string; at: number } | null>(null);
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
    if (openKey !== key) hoverOpened.current = { key, at: performance.now() };
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
      <ul className={styles.bar}>
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
                  const hovered = hoverOpened.current;
                  const justHovered =
                    hovered?.key === section.key &&
                    performance.now() - hovered.at < HOVER_CLICK_GRACE_MS;
                  hoverOpened.current = null;
                  setOpenKey(open && !justHovered ? null : section.key);
                }}
              >
                {section.menuLabel}
                <span className={icons.chevronDown} aria-hidden />
              </button>
              <div
                id={panelId}
                hidden={!open}
                data-testid={`mega-menu-${section.key}`}
                className={styles.panel}
              >
                <div className={styles.panelHead}>
                  <p>{section.name}</p>
                  <Link href={section.href} onClick={() => setOpenKey(null)}>
                    {t('seeSectionLead')} {section.name}
                  </Link>
                </div>
                {section.categories.length > 0 ? (
                  <ul className={styles.categories}>
                    {section.categories.map((category) => (
                      <li key={category.slug}>
                        <Link href={category.href} onClick={() => setOpenKey(null)}>
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
        {MAIN_NAV_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{t(link.key)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
