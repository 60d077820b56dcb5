/**
 * Cart line helpers beside the pure cart module: building a line from what the product page
 * sells, and the text that describes a line (catalogue variant or custom paint).
 */
import { formatVolume, volumeLabel } from '@/lib/format';
import type { PurchaseOption, PurchaseProduct } from '@/lib/catalogue/purchase';
import type { CartInput, CartLine } from './cart';

export function cartInputFromPurchase(
  product: PurchaseProduct,
  option: PurchaseOption,
  quantity: number,
): CartInput {
  return {
    productId: product.productId,
    variantId: option.variantId,
    name: product.name,
    price: option.priceTtc / 100,
    quantity: Math.max(1, Math.floor(quantity)),
    image: product.image,
    variant: option.name,
    referenceCode: option.referenceCode,
    slug: product.slug,
    isColorProduct: false,
    packaging_type: product.packagingType,
    volume_liters: option.volumeLiters,
    weight_kg: product.weightKg,
    brandName: product.brandName,
    categoryName: product.categoryName,
  };
}

const PACKAGING: Record<string, string> = { pot: 'Pot', bombe: 'Bombe', stylo: 'Stylo' };

/**
 * What the line is: its variant name when it has one, else for custom paint the packaging,
 * volume and paint type (« Pot 1 L – Hydro (à l'eau) »); null when there is nothing to say.
 */
export function lineVariantText(line: CartLine): string | null {
  // A custom paint line's variant is its volume, which carts saved before it was written the
  // French way still hold as « 0.5 L »; a catalogue variant's name is shown as it is.
  if (line.variant) return line.isColorProduct ? volumeLabel(line.variant) : line.variant;
  const parts = [
    line.packaging_type ? PACKAGING[line.packaging_type] : null,
    line.volume_liters ? formatVolume(line.volume_liters) : null,
  ].filter(Boolean);
  const main = parts.join(' ');
  const text = [main, line.paintType].filter(Boolean).join(' – ');
  return text || null;
}
