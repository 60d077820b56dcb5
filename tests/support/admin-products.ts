import { saveProductAction } from '@/lib/admin/products/actions';
import { EMPTY_PRODUCT } from '@/lib/admin/products/form-values';
import type { ProductInput } from '@/lib/validation/admin-products';

/**
 * The product form's pieces as the admin types them, for the admin products' integration tests
 * (import ./admin-caller first: the action runs as its caller).
 */
export const variant = (name: string, price: string, isDefault = false) => ({
  variantName: name,
  volumeLiters: '',
  referenceCode: '',
  priceTtc: price,
  stockQuantity: '4',
  isDefault,
  isActive: true,
});

/** Creates a product through « Enregistrer » (the empty form with `input` typed over it). */
export async function createProduct(input: Partial<ProductInput>) {
  const result = await saveProductAction({ ...EMPTY_PRODUCT, ...input });
  if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.fieldErrors)}`);
  return result.data;
}
