/**
 * What the product page lets a shopper buy: one option per active variant (or the product
 * itself when it has none), each with its price, reference and stock. Serialisable, so the
 * server computes it and the browser only displays it.
 */
import { isPurchasable } from './stock';
import type { ProductDetail, StockState } from './types';

/** Most units one line may ask for at once when the stock does not limit it. */
export const MAX_QUANTITY = 99;

export type PurchaseOption = {
  variantId: string | null;
  name: string | null;
  referenceCode: string | null;
  priceTtc: number;
  priceHt: number;
  stock: StockState;
  /** 0 when out of stock. */
  maxQuantity: number;
  volumeLiters: number | null;
  /** The legal reference of an announced reduction of this option's price (the product's own). */
  referenceTtc?: number | null;
};

export type PurchaseProduct = {
  productId: string;
  slug: string;
  name: string;
  image: string | null;
  brandName: string | null;
  categoryName: string | null;
  packagingType: ProductDetail['packagingType'];
  weightKg: number | null;
  options: PurchaseOption[];
};

function maxQuantity(stock: StockState, quantity: number): number {
  if (!isPurchasable(stock)) return 0;
  return stock === 'unlimited' ? MAX_QUANTITY : Math.min(quantity, MAX_QUANTITY);
}

export function purchaseOf(product: ProductDetail): PurchaseProduct {
  const options: PurchaseOption[] =
    product.variants.length > 0
      ? product.variants.map((v) => ({
          variantId: v.id,
          name: v.name,
          referenceCode: v.referenceCode ?? product.referenceCode,
          priceTtc: v.priceTtc,
          priceHt: v.priceHt,
          stock: v.stock,
          maxQuantity: maxQuantity(v.stock, v.stockQuantity),
          volumeLiters: v.volumeLiters,
          // The reduction is the product's price, which is its default variant's.
          ...(v.isDefault && v.priceTtc === product.priceTtc && product.reductionReferenceTtc
            ? { referenceTtc: product.reductionReferenceTtc }
            : {}),
        }))
      : [
          {
            variantId: null,
            name: null,
            referenceCode: product.referenceCode,
            priceTtc: product.priceTtc,
            priceHt: product.priceHt,
            stock: product.stock,
            maxQuantity: maxQuantity(product.stock, product.stockQuantity),
            volumeLiters: product.volumeLiters,
            ...(product.reductionReferenceTtc
              ? { referenceTtc: product.reductionReferenceTtc }
              : {}),
          },
        ];
  return {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    image: product.images[0] ?? null,
    brandName: product.brand?.name ?? null,
    categoryName: product.categories[0]?.name ?? null,
    packagingType: product.packagingType,
    weightKg: product.weightKg,
    options,
  };
}

/**
 * The option a URL asks for; when the id is absent or unknown, the first one in stock (the
 * first one when none is).
 */
export function selectOption(
  options: PurchaseOption[],
  variantId: string | null | undefined,
): PurchaseOption {
  return (
    options.find((o) => variantId && o.variantId === variantId) ??
    options.find((o) => isPurchasable(o.stock)) ??
    (options[0] as PurchaseOption)
  );
}

/**
 * « À partir de » over the options the product page offers (one per active variant): the
 * lowest price in stock (the lowest of all when none is), and « from » when an option costs
 * more. The rule of lib/db/from-price.ts, which the cards and the dropdown read in SQL.
 */
export function fromPrice(options: ReadonlyArray<{ priceTtc: number; stock: StockState }>): {
  priceTtc: number;
  from: boolean;
} {
  const prices = options.map((o) => o.priceTtc);
  const inStock = options.filter((o) => isPurchasable(o.stock)).map((o) => o.priceTtc);
  const min = Math.min(...(inStock.length > 0 ? inStock : prices));
  return { priceTtc: min, from: prices.some((p) => p > min) };
}
