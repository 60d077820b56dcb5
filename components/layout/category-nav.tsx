import type { MenuSection } from '@/lib/catalogue/menu-queries';
import { MegaMenu } from './mega-menu';
import { mainNavLinks } from './nav-links';

/**
 * The desktop category bar (four mega-menus, colour catalogue, contact). Its own component so
 * the admin layout can leave it out (spec: hidden on admin pages).
 */
export function CategoryNav({ sections }: { sections: MenuSection[] }) {
  return (
    <div className="hidden border-t lg:block">
      <div className="mx-auto max-w-7xl px-4">
        <MegaMenu sections={sections} links={mainNavLinks()} />
      </div>
    </div>
  );
}
