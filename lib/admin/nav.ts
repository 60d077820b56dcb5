import { ADMIN_SCREEN_PATHS } from './urls';

/**
 * The admin screens (the spec's twenty « Admin routes », and accounting), grouped as the side navigation shows
 * them.
 */
export const ADMIN_SECTIONS = [
  {
    key: 'sales',
    items: [
      { key: 'dashboard', href: ADMIN_SCREEN_PATHS.dashboard },
      { key: 'orders', href: ADMIN_SCREEN_PATHS.orders },
      { key: 'lostOrders', href: ADMIN_SCREEN_PATHS.lostOrders },
      { key: 'guarantee', href: ADMIN_SCREEN_PATHS.guarantee },
      { key: 'users', href: ADMIN_SCREEN_PATHS.users },
      { key: 'analytics', href: ADMIN_SCREEN_PATHS.analytics },
      { key: 'accounting', href: ADMIN_SCREEN_PATHS.accounting },
    ],
  },
  {
    key: 'catalogue',
    items: [
      { key: 'products', href: ADMIN_SCREEN_PATHS.products },
      { key: 'brands', href: ADMIN_SCREEN_PATHS.brands },
      { key: 'tags', href: ADMIN_SCREEN_PATHS.tags },
    ],
  },
  {
    key: 'paint',
    items: [
      { key: 'paintColors', href: ADMIN_SCREEN_PATHS.paintColors },
      { key: 'paintManufacturers', href: ADMIN_SCREEN_PATHS.paintManufacturers },
      { key: 'paintProducts', href: ADMIN_SCREEN_PATHS.paintProducts },
      { key: 'kits', href: ADMIN_SCREEN_PATHS.kits },
    ],
  },
  {
    key: 'commerce',
    items: [
      { key: 'promotions', href: ADMIN_SCREEN_PATHS.promotions },
      { key: 'delivery', href: ADMIN_SCREEN_PATHS.delivery },
      { key: 'carriers', href: ADMIN_SCREEN_PATHS.carriers },
    ],
  },
  {
    key: 'communication',
    items: [
      { key: 'emails', href: ADMIN_SCREEN_PATHS.emails },
      { key: 'newsletters', href: ADMIN_SCREEN_PATHS.newsletters },
      { key: 'contestDraw', href: ADMIN_SCREEN_PATHS.contestDraw },
    ],
  },
  {
    key: 'site',
    items: [
      { key: 'seo', href: ADMIN_SCREEN_PATHS.seo },
      { key: 'security', href: ADMIN_SCREEN_PATHS.security },
      { key: 'testing', href: ADMIN_SCREEN_PATHS.testing },
    ],
  },
] as const;

export type AdminScreen = (typeof ADMIN_SECTIONS)[number]['items'][number];
export type AdminScreenKey = AdminScreen['key'];

export const ADMIN_SCREENS: readonly AdminScreen[] = ADMIN_SECTIONS.flatMap(
  (section) => section.items as readonly AdminScreen[],
);

export function adminScreen(key: AdminScreenKey): AdminScreen {
  return ADMIN_SCREENS.find((screen) => screen.key === key)!;
}
