/**
 * The twenty admin screens of the spec (« Admin routes »), grouped as the side navigation shows
 * them.
 */
export const ADMIN_SECTIONS = [
  {
    key: 'sales',
    items: [
      { key: 'dashboard', href: '/admin' },
      { key: 'orders', href: '/admin/orders' },
      { key: 'lostOrders', href: '/admin/lost-orders' },
      { key: 'users', href: '/admin/users' },
      { key: 'analytics', href: '/admin/analytics' },
    ],
  },
  {
    key: 'catalogue',
    items: [
      { key: 'products', href: '/admin/products' },
      { key: 'brands', href: '/admin/brands' },
      { key: 'tags', href: '/admin/tags' },
    ],
  },
  {
    key: 'paint',
    items: [
      { key: 'paintColors', href: '/admin/paint-colors' },
      { key: 'paintManufacturers', href: '/admin/paint-manufacturers' },
      { key: 'paintProducts', href: '/admin/paint-products' },
    ],
  },
  {
    key: 'commerce',
    items: [
      { key: 'promotions', href: '/admin/promotions' },
      { key: 'delivery', href: '/admin/delivery' },
      { key: 'carriers', href: '/admin/carriers' },
    ],
  },
  {
    key: 'communication',
    items: [
      { key: 'emails', href: '/admin/emails' },
      { key: 'newsletters', href: '/admin/newsletters' },
      { key: 'contestDraw', href: '/admin/contest-draw' },
    ],
  },
  {
    key: 'site',
    items: [
      { key: 'seo', href: '/admin/seo' },
      { key: 'security', href: '/admin/security' },
      { key: 'testing', href: '/admin/testing' },
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
