import Link from 'next/link';
import { PackageSearch, UserRound } from 'lucide-react';
import { CartBadge } from '@/components/cart/cart-badge';
import { HeaderSearch } from '@/components/search/header-search';
import { MobileSearch } from '@/components/search/mobile-search';
import { cachedMenuSections } from '@/lib/catalogue/menu-cached';
import { getT } from '@/lib/i18n/server';
import { CategoryNav } from './category-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { mainNavLinks } from './nav-links';
import styles from './layout.module.css';

/**
 * Shop header (Server Component; the search boxes, menus and cart badge are client islands).
 * `showCategoryNav` is false on admin pages.
 */
export async function SiteHeader({ showCategoryNav = true }: { showCategoryNav?: boolean }) {
  const t = getT('layout');
  const sections = await cachedMenuSections();
  const links = mainNavLinks();
  return (
    <header className="bg-background sticky top-0 z-40 border-b">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 md:gap-4">
        {showCategoryNav && (
          <div className="lg:hidden">
            <MobileMenu sections={sections} links={links} />
          </div>
        )}
        <Link
          href="/"
          aria-label={t('homeLink')}
          className="focus-visible:ring-ring/50 shrink-0 rounded-md outline-none focus-visible:ring-[3px]"
        >
          <Logo className="h-8 w-auto" />
        </Link>
        <div className="hidden max-w-xl flex-1 md:block">
          <HeaderSearch />
        </div>
        <div className="ml-auto flex items-center gap-0.5">
          <div className="md:hidden">
            <MobileSearch />
          </div>
          {/* Account pages depend on the visitor: nothing to prefetch on every page view. */}
          <Link
            href="/profile?tab=orders"
            prefetch={false}
            className={styles.action}
            aria-label={t('orderTracking')}
          >
            <PackageSearch className="size-5" aria-hidden />
            <span className="hidden xl:inline">{t('orderTracking')}</span>
          </Link>
          <Link
            href="/profile"
            prefetch={false}
            className={styles.action}
            aria-label={t('account')}
          >
            <UserRound className="size-5" aria-hidden />
            <span className="hidden xl:inline">{t('account')}</span>
          </Link>
          <CartBadge />
        </div>
      </div>
      {showCategoryNav && <CategoryNav sections={sections} />}
    </header>
  );
}
