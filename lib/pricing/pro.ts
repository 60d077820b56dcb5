/**
 * Professional prices (pure). A verified professional pays, for a variant line, the variant's
 * professional price; for a product line, the product's; otherwise the largest percentage
 * among the product's brand and categories. Never more than the retail price.
 */
import type { PricingProduct, ProRules } from './types';

function proPercent(rules: ProRules, product: PricingProduct): number {
  let percent = product.brandId ? (rules.brandPercent.get(product.brandId) ?? 0) : 0;
  for (const id of product.categoryIds) {
    percent = Math.max(percent, rules.categoryPercent.get(id) ?? 0);
  }
  return Math.min(Math.max(percent, 0), 100);
}

export function proUnitPrice(
  rules: ProRules,
  product: PricingProduct,
  variantId: string | null,
  retailTtc: number,
): number {
  const fixed = variantId
    ? rules.variantPrice.get(variantId)
    : (rules.productPrice.get(product.id) ?? product.proPriceTtc ?? undefined);
  if (fixed !== undefined && fixed > 0) return Math.min(fixed, retailTtc);
  const percent = proPercent(rules, product);
  return percent > 0 ? Math.round((retailTtc * (100 - percent)) / 100) : retailTtc;
}
