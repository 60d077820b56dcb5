import type { MenuSection } from '@/lib/catalogue/menu-queries';
import { HeaderBar } from './header-bar';

/**
 * Shop header: search, account and cart actions, and the category menus (desktop mega-menus,
 * phone sheet) from the database's sections. `showCategoryNav` is false on admin pages.
 */
export function SiteHeader({
  sections,
  showCategoryNav = true,
}: {
  sections: MenuSection[];
  showCategoryNav?: boolean;
}) {
  return <HeaderBar sections={sections} showCategoryNav={showCategoryNav} />;
}
