'use server';

import { z } from '@/lib/zod';
import { adminAction } from '@/lib/actions/client';
import { MAX_IMPORT_BYTES } from '@/lib/admin/csv';
import { productsChanged } from '@/lib/cache/invalidate';
import { getAdminT } from '@/lib/i18n/admin';
import { idOnlySchema, uuidSchema } from '@/lib/validation/admin-catalogue';
import {
  bulkEditSchema,
  bulkPricePreviewSchema,
  productSchema,
} from '@/lib/validation/admin-products';
import { getDb } from '@/lib/db/client';
import { binProduct, restoreProduct } from './bin';
import { previewBulkPrice, undoBulkPrice } from './bulk-price';
import { importProductsCsv } from './csv';
import { setLowStockEmail } from './low-stock-email';
import { addProductImage, MAX_PRODUCT_IMAGES, setProductImages } from './images';
import { bulkEditProducts, duplicateProduct, saveProduct } from './write';

/** Products (`/admin/products`): every write is an admin action, audited, then invalidated. */

export const saveProductAction = adminAction({
  name: 'admin.products.save',
  input: productSchema,
  handler: (input, { caller, action }) => saveProduct(caller, action, input),
  invalidate: (data) => productsChanged(data.slugs),
});

export const duplicateProductAction = adminAction({
  name: 'admin.products.duplicate',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => duplicateProduct(caller, action, id),
  invalidate: (data) => productsChanged(data.slugs),
});

/**
 * The products tag alone expires every product page; one tag per slug on top only while few
 * (a whole-catalogue change would send thousands to the other instances).
 */
const fewSlugs = (slugs: string[]) => (slugs.length > 100 ? [] : slugs);

export const bulkEditProductsAction = adminAction({
  name: 'admin.products.bulk',
  input: bulkEditSchema,
  handler: (input, { caller, action }) => bulkEditProducts(caller, action, input),
  invalidate: (data) => productsChanged(fewSlugs(data.slugs)),
});

/** What « Variation des prix (%) » would change, before the owner confirms it (nothing written). */
export const previewBulkPriceAction = adminAction({
  name: 'admin.products.bulkPreview',
  input: bulkPricePreviewSchema,
  handler: ({ ids, all, pricePercent, rounding }) =>
    previewBulkPrice(getDb(), { ids, all, percent: pricePercent!, rounding }),
});

/** « Annuler cette modification »: the batch's previous prices, when none changed since. */
export const undoBulkPriceAction = adminAction({
  name: 'admin.products.bulkUndo',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => undoBulkPrice(caller, action, id),
  invalidate: (data) => productsChanged(fewSlugs(data.slugs)),
});

/** « Mettre à la corbeille »: hidden everywhere at once, restorable for 30 days (./bin.ts). */
export const binProductAction = adminAction({
  name: 'admin.products.bin',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => binProduct(caller, action, id),
  invalidate: (data) => productsChanged(data.slugs),
});

export const restoreProductAction = adminAction({
  name: 'admin.products.restore',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => restoreProduct(caller, action, id),
  invalidate: (data) => productsChanged(data.slugs),
});

const importSchema = z.object({
  csv: z
    .string({ error: getAdminT()('import.notCsv') })
    .max(MAX_IMPORT_BYTES, { error: getAdminT()('import.tooLarge') }),
  apply: z.boolean({ error: getAdminT()('import.notCsv') }),
});

export const importProductsAction = adminAction({
  name: 'admin.products.import',
  input: importSchema,
  handler: ({ csv, apply }, { caller, action }) => importProductsCsv(caller, action, csv, apply),
  invalidate: (data) => {
    if (data.applied) productsChanged(data.slugs);
  },
});

const uploadSchema = z.preprocess(
  (raw) =>
    raw instanceof FormData ? { productId: raw.get('productId'), file: raw.get('file') } : raw,
  z.object({
    productId: uuidSchema,
    file: z.instanceof(File, { error: getAdminT()('uploads.notImage') }),
  }),
);

export const uploadProductImageAction = adminAction({
  name: 'admin.products.image.add',
  input: uploadSchema,
  handler: ({ productId, file }, { caller, action }) =>
    addProductImage(caller, action, productId, file),
  invalidate: (data) => productsChanged(data.slugs),
});

export const setProductImagesAction = adminAction({
  name: 'admin.products.image.order',
  input: z.object({
    id: uuidSchema,
    imageUrls: z.array(z.string().max(500)).max(MAX_PRODUCT_IMAGES),
  }),
  handler: ({ id, imageUrls }, { caller, action }) =>
    setProductImages(caller, action, id, imageUrls),
  invalidate: (data) => productsChanged(data.slugs),
});

export const setLowStockEmailAction = adminAction({
  name: 'admin.products.lowStockEmail',
  input: z.object({ enabled: z.boolean() }),
  handler: ({ enabled }, { caller, action }) => setLowStockEmail(caller, action, enabled),
});
