import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAINT_DOCUMENTS_PATH,
  ADMIN_PATH,
  ADMIN_SCREEN_PATHS,
  adminExportPath,
  adminCsvPath,
  adminEmailTemplatePath,
  adminItemPath,
  adminNewPath,
  adminOrderPreparationPath,
  adminPath,
} from './urls';

const ID = '7b0c2f9e-8d1a-4c3b-9e2f-0a1b2c3d4e5f';

describe('admin URLs', () => {
  it('gives each screen its address under /admin', () => {
    expect(ADMIN_PATH).toBe('/admin');
    expect(adminPath('dashboard')).toBe('/admin');
    expect(adminPath('lostOrders')).toBe('/admin/lost-orders');
    expect(adminPath('paintColors')).toBe('/admin/paint-colors');
    expect(adminPath('contestDraw')).toBe('/admin/contest-draw');
    for (const path of Object.values(ADMIN_SCREEN_PATHS))
      expect(path).toMatch(/^\/admin(\/[a-z-]+)?$/);
    expect(new Set(Object.values(ADMIN_SCREEN_PATHS)).size).toBe(23);
  });

  it('puts the accounting exports under /api/admin, with their period', () => {
    expect(adminExportPath('journal-ventes', '2026-11')).toBe(
      '/api/admin/exports/journal-ventes?periode=2026-11',
    );
  });

  it('adds only the query values given, encoded', () => {
    expect(adminPath('orders', { statut: 'paid' })).toBe('/admin/orders?statut=paid');
    expect(adminPath('products', { tri: 'stock', ordre: 'asc' })).toBe(
      '/admin/products?tri=stock&ordre=asc',
    );
    expect(adminPath('analytics', { periode: undefined })).toBe('/admin/analytics');
    expect(adminPath('seo', { adresse: '/a b?c=d&e' })).toBe(
      '/admin/seo?adresse=%2Fa+b%3Fc%3Dd%26e',
    );
    expect(
      new URL(adminPath('seo', { adresse: '/a b?c=d&e' }), 'http://x').searchParams.get('adresse'),
    ).toBe('/a b?c=d&e');
  });

  it("builds an item's page, its creation form and an order's picking list", () => {
    expect(adminItemPath('orders', ID)).toBe(`/admin/orders/${ID}`);
    expect(adminItemPath('paintManufacturers', ID)).toBe(`/admin/paint-manufacturers/${ID}`);
    expect(adminItemPath('redirects', ID)).toBe(`/admin/seo/redirects/${ID}`);
    expect(adminItemPath('users', '../x')).toBe('/admin/users/..%2Fx');
    expect(adminNewPath('brands')).toBe('/admin/brands/new');
    expect(adminNewPath('redirects')).toBe('/admin/seo/redirects/new');
    expect(adminNewPath('paintColors', { texte: 'gris nardo' })).toBe(
      '/admin/paint-colors/new?texte=gris+nardo',
    );
    expect(adminOrderPreparationPath(ID)).toBe(`/admin/orders/${ID}/preparation`);
  });

  it('builds the CSV routes, the documents and the e-mail templates', () => {
    expect(adminCsvPath('products', 'export')).toBe('/admin/products/export');
    expect(adminCsvPath('paintColors', 'import')).toBe('/admin/paint-colors/import');
    expect(adminCsvPath('paintColors', 'export', { constructeur: 'bmw' })).toBe(
      '/admin/paint-colors/export?constructeur=bmw',
    );
    expect(ADMIN_PAINT_DOCUMENTS_PATH).toBe('/admin/paint-products/documents');
    expect(adminEmailTemplatePath()).toBe('/admin/emails/modeles');
    expect(adminEmailTemplatePath('order-confirmation')).toBe(
      '/admin/emails/modeles/order-confirmation',
    );
  });
});
