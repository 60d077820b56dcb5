import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { Transaction } from '@/lib/db/handle';
import { products } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { putObject } from '@/lib/storage';
import { productImageFile, UploadError } from '@/lib/storage/files';

export const MAX_PRODUCT_IMAGES = 12;

/** The product's slug and images, its row locked until the transaction ends. */
async function lockImages(tx: Transaction, productId: string) {
  const [row] = await tx
    .select({ slug: products.slug, imageUrls: products.imageUrls })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw new ActionError(getAdminT()('validation.notFound'));
  return row;
}

/**
 * Locks the product's row, writes the image list `change` makes of its current one (`change`
 * throws to refuse) and audits the change: the one write path of a product's images.
 */
function changeImages(
  admin: Admin,
  action: string,
  productId: string,
  change: (current: string[]) => string[],
) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockImages(tx, productId);
    const imageUrls = change(before.imageUrls);
    await tx
      .update(products)
      .set({ imageUrls, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    audit({
      entity: 'product',
      entityId: productId,
      before: { imageUrls: before.imageUrls },
      after: { imageUrls },
    });
    return { id: productId, slugs: [before.slug], imageUrls };
  });
}

export function uploadMessage(error: UploadError): string {
  return getAdminT()(`uploads.${error.reason}`);
}

/** Adds an uploaded image (resized to WebP) at the end of a product's images. */
export async function addProductImage(admin: Admin, action: string, productId: string, file: File) {
  let stored: { name: string; body: Buffer };
  try {
    stored = await productImageFile(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof UploadError)
      throw new ActionError(uploadMessage(error), { file: uploadMessage(error) });
    throw error;
  }
  // Stored before the transaction: a file nobody links to is harmless, a link to no file is not.
  const url = await putObject('products', stored.name, stored.body);
  const changed = await changeImages(admin, action, productId, (current) => {
    if (current.length >= MAX_PRODUCT_IMAGES)
      throw new ActionError(getAdminT()('uploads.tooManyImages', { max: MAX_PRODUCT_IMAGES }));
    return [...current, url];
  });
  return { ...changed, url };
}

/**
 * Reorders or removes a product's images: the new list may only hold images the product
 * already has (no address from elsewhere gets in this way).
 */
export async function setProductImages(
  admin: Admin,
  action: string,
  productId: string,
  imageUrls: string[],
) {
  return changeImages(admin, action, productId, (current) => {
    const known = new Set(current);
    if (imageUrls.some((url) => !known.has(url)) || new Set(imageUrls).size !== imageUrls.length)
      throw new ActionError(getAdminT()('uploads.unknownImage'));
    return imageUrls;
  });
}
