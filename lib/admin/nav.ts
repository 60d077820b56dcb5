/**
 * The twenty admin screens of the spec (« Admin routes »), grouped as the side navigation shows
 * them. `built` says whether the screen exists yet: a screen still to come is listed, marked
 * « bientôt », and is not a link (no dead link in the frame).
 */
export const ADMIN_SECTIONS = [
  {
    key: 'sales',
    items: [
      { key: 'dashboard', href: '/admin', built: true },
      { key: 'orders', href: '/admin/orders', built: true },
      { key: 'lostOrders', href: '/admin/lost-orders', built: true },
      { key: 'users', href: '/admin/users', built: true },
      { key: 'analytics', href: '/admin/analytics', built: true },
    ],
  },
  {
    key: 'catalogue',
    items: [
      { key: 'products', href: '/admin/products', built: true },
      { key: 'brands', href: '/admin/brands', built: true },
      { key: 'tags', href: '/admin/tags', built: true },
    ],
  },
  {
    key: 'paint',
    items: [
      { key: 'paintColors', href: '/admin/paint-colors', built: true },
      { key: 'paintManufacturers', href: '/admin/paint-manufacturers', built: true },
      { key: 'paintProducts', href: '/admin/paint-products', built: true },
    ],
  },
  {
    key: 'commerce',
    items: [
      { key: 'promotions', href: '/admin/promotions', built: true },
      { key: 'delivery', href: '/admin/delivery', built: true },
      { key: 'carriers', href: '/admin/carriers', built: true },
    ],
  },
  {
    key: 'communication',
    items: [
      { key: 'emails', href: '/admin/emails', built: true },
      { key: 'newsletters', href: '/admin/newsletters', built: true },
      { key: 'contestDraw', href: '/admin/contest-draw', built: true },
    ],
  },
  {
    key: 'site',
    items: [
      { key: 'seo', href: '/admin/seo', built: true },
      { key: 'security', href: '/admin/security', built: true },
      { key: 'testing', href: '/admin/testing', built: true },
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
