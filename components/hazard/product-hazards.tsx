import type { ProductDetail } from '@/lib/catalogue/types';
import { HazardBlock } from './hazard-block';
import { ManufacturerBlock } from './manufacturer-block';

/**
 * The product page's CLP block for each option the purchase island offers (issue 39 §2), keyed
 * as the island keys its options: the variant's id, '' for a product without variants.
 */
export function productHazardBlocks(product: ProductDetail): Record<string, React.ReactNode> {
  if (product.variants.length === 0)
    return { '': <HazardBlock label={product.hazard} id="product-hazard" /> };
  return Object.fromEntries(
    product.variants.map((v) => [
      v.id,
      <HazardBlock key={v.id} label={v.hazard} id="product-hazard" />,
    ]),
  );
}

/** GPSR art. 19 (issue 39 §3): the brand's maker and the product's safety warnings. */
export function ProductManufacturer({ product }: { product: ProductDetail }) {
  return (
    <ManufacturerBlock manufacturer={product.manufacturer} warnings={product.safetyWarnings} />
  );
}
