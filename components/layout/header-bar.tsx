'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AccountMenu } from './account-menu';
import { CartBadge } from './cart-badge';
import { HeaderSearch } from '@/components/search/header-search';
import { MobileSearch } from './mobile-search';
import { Logo } from './logo';
import { MegaMenu, type MegaMenuSection } from './mega-menu';
import { MobileMenu } from './mobile-menu';

/**
 * The header's content, drawn in the browser bundle from the menu data alone: as server
 * elements its markup travelled a second time in every page's RSC data. The server still
 * renders it into the HTML. `showCategoryNav` is false on admin pages.
 */
export function HeaderBar({
  sections,
  showCategoryNav,
}: {
  sections: MegaMenuSection[];
  showCategoryNav: boolean;
}) {
  const t = useTranslations('layout');
  return (
    <header className="bg-background sticky top-0 z-40 border-b">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-4 md:gap-4">
        {showCategoryNav && (
          <div className="lg:hidden">
            <MobileMenu sections={sections} />
          </div>
        )}
        <Link
          href="/"
          aria-label={t('homeLink')}
          className="focus-visible:ring-ring/50 inline-flex min-h-11 min-w-0 shrink items-center rounded-md outline-none focus-visible:ring-[3px]"
        >
          {/* Shrinks before the header overflows a narrow phone (signed in: bell and account). */}
          <Logo className="h-7 w-auto max-w-full sm:h-8" />
        </Link>
        <div className="hidden max-w-xl flex-1 md:block">
          <HeaderSearch />
        </div>
        <div className="ml-auto flex items-center sm:gap-0.5">
          <div className="md:hidden">
            <MobileSearch />
          </div>
          <AccountMenu />
          <CartBadge />
        </div>
      </div>
      {showCategoryNav && (
        <div className="hidden border-t lg:block">
          <div className="mx-auto max-w-7xl px-4">
            <MegaMenu sections={sections} />
          </div>
        </div>
      )}
    </header>
  );
}
