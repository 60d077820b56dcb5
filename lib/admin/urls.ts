/**
 * Every admin address, in one module: the screens of the side navigation, an item's page, its
 * creation form, the import and export routes, and the few addresses with a query (a filter, a
 * period, a prefilled field). Links, redirects and `revalidatePath` calls all build their paths
 * here, the way `lib/urls.ts` builds the shop's. A leaf module (it imports nothing), so the
 * admin's domains, its pages and the auth gate may all use it. Ids and query values are encoded.
 */

/** The admin screens (the spec's twenty « Admin routes », and accounting), by their navigation key. */
export const ADMIN_SCREEN_PATHS = {
  dashboard: '/admin',
  orders: '/admin/orders',
  lostOrders: '/admin/lost-orders',
  users: '/admin/users',
  analytics: '/admin/analytics',
  accounting: '/admin/accounting',
  guarantee: '/admin/garanties',
  products: '/admin/products',
  brands: '/admin/brands',
  tags: '/admin/tags',
  paintColors: '/admin/paint-colors',
  paintManufacturers: '/admin/paint-manufacturers',
  paintProducts: '/admin/paint-products',
  kits: '/admin/kits',
  promotions: '/admin/promotions',
  delivery: '/admin/delivery',
  carriers: '/admin/carriers',
  emails: '/admin/emails',
  newsletters: '/admin/newsletters',
  contestDraw: '/admin/contest-draw',
  seo: '/admin/seo',
  security: '/admin/security',
  testing: '/admin/testing',
} as const;

export type AdminScreenPath = keyof typeof ADMIN_SCREEN_PATHS;

/** The admin area's root (the dashboard). */
export const ADMIN_PATH = ADMIN_SCREEN_PATHS.dashboard;

/** The collections whose items have a page `/<collection>/<id>` (and, most, a form `/new`). */
const ITEM_PATHS = {
  orders: ADMIN_SCREEN_PATHS.orders,
  users: ADMIN_SCREEN_PATHS.users,
  products: ADMIN_SCREEN_PATHS.products,
  brands: ADMIN_SCREEN_PATHS.brands,
  tags: ADMIN_SCREEN_PATHS.tags,
  paintColors: ADMIN_SCREEN_PATHS.paintColors,
  paintManufacturers: ADMIN_SCREEN_PATHS.paintManufacturers,
  paintProducts: ADMIN_SCREEN_PATHS.paintProducts,
  kits: ADMIN_SCREEN_PATHS.kits,
  promotions: ADMIN_SCREEN_PATHS.promotions,
  delivery: ADMIN_SCREEN_PATHS.delivery,
  carriers: ADMIN_SCREEN_PATHS.carriers,
  emails: ADMIN_SCREEN_PATHS.emails,
  newsletters: ADMIN_SCREEN_PATHS.newsletters,
  redirects: `${ADMIN_SCREEN_PATHS.seo}/redirects`,
  proPrices: `${ADMIN_SCREEN_PATHS.promotions}/prix-pro`,
} as const;

export type AdminCollection = keyof typeof ITEM_PATHS;

/** The collections with a creation form at `/<collection>/new`. */
export type AdminCreatable = Exclude<
  AdminCollection,
  'orders' | 'users' | 'paintProducts' | 'emails'
>;

type Query = Record<string, string | undefined>;

/** `?a=1&b=2` from the defined values (empty when none). */
function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A screen's address, with its filters or period when given: `/admin/orders?statut=paid`. */
export function adminPath(screen: AdminScreenPath, query?: Query): string {
  return `${ADMIN_SCREEN_PATHS[screen]}${queryString(query)}`;
}

/** An item's page: `/admin/orders/<id>`, `/admin/seo/redirects/<id>`. */
export function adminItemPath(collection: AdminCollection, id: string): string {
  return `${ITEM_PATHS[collection]}/${encodeURIComponent(id)}`;
}

/** A creation form, prefilled by its query when given: `/admin/paint-colors/new?texte=…`. */
export function adminNewPath(collection: AdminCreatable, query?: Query): string {
  return `${ITEM_PATHS[collection]}/new${queryString(query)}`;
}

/** An order's printable picking list and shipping label. */
export function adminOrderPreparationPath(orderId: string): string {
  return `${adminItemPath('orders', orderId)}/preparation`;
}

/** « Nouvelle commande »: an order taken by phone for a customer. */
export function adminNewOrderPath(): string {
  return `${ITEM_PATHS.orders}/new`;
}

/** « Modifier la commande »: an unshipped order's lines, quantities and address. */
export function adminOrderEditPath(orderId: string): string {
  return `${adminItemPath('orders', orderId)}/modifier`;
}

/** The CSV import and export routes of the catalogue and the colours. */
export function adminCsvPath(
  collection: 'products' | 'paintColors',
  direction: 'import' | 'export',
  query?: Query,
): string {
  return `${ITEM_PATHS[collection]}/${direction}${queryString(query)}`;
}

/** The accountant's CSV exports (`/api/admin/exports/<kind>?periode=2026-11`). */
export const ADMIN_EXPORTS_API_PATH = '/api/admin/exports';

/** One accounting export of a period (a month `2026-11` or a year `2026`). */
export function adminExportPath(kind: string, period: string): string {
  return `${ADMIN_EXPORTS_API_PATH}/${encodeURIComponent(kind)}${queryString({ periode: period })}`;
}
/** The professional prices by brand and category (under the promotions' screen). */
export const ADMIN_PRO_PRICES_PATH = ITEM_PATHS.proPrices;

/** The products' bin (« Corbeille »): deleted products, restorable for 30 days. */
export const ADMIN_PRODUCTS_BIN_PATH = `${ADMIN_SCREEN_PATHS.products}/corbeille`;

/** The paint products' documents (safety sheets, technical sheets). */
export const ADMIN_PAINT_DOCUMENTS_PATH = `${ADMIN_SCREEN_PATHS.paintProducts}/documents`;

/** The colour paint's CLP labels by paint type (issue 39 §2). */
export const ADMIN_PAINT_HAZARDS_PATH = `${ADMIN_SCREEN_PATHS.paintProducts}/dangers`;

/** The e-mail templates' previews, or one template's. */
export function adminEmailTemplatePath(template?: string): string {
  const base = `${ADMIN_SCREEN_PATHS.emails}/modeles`;
  return template ? `${base}/${encodeURIComponent(template)}` : base;
}
