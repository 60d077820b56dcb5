/**
 * Repair kits (issue 41 §3): a kit per repair type bundles the colour, mixed to order in the
 * kit's packaging, with catalogue products in quantities. A leaf module of types and constants
 * shared by the shop, the pricing and the admin. docs/decisions/repair-kits.md
 */
export const REPAIR_TYPES = ['eclat', 'rayure', 'pare_chocs', 'element'] as const;
export type RepairType = (typeof REPAIR_TYPES)[number];

/** The colour's packaging: the paint configuration it is priced from. */
export const KIT_PACKAGINGS = ['peinture-stylo', 'peinture-bombe', 'peinture-pot'] as const;
export type KitPackaging = (typeof KIT_PACKAGINGS)[number];

/** A kit's cart line: productId = the colour's id, variantId = `kit:{kitId}`. */
export const KIT_VARIANT_PREFIX = 'kit:';

export function kitVariantId(kitId: string): string {
  return `${KIT_VARIANT_PREFIX}${kitId}`;
}

type KitComponentRef = { productId: string; variantId: string | null; quantity: number };

/** A kit as pricing reads it (lib/kits/queries.ts `loadKits`). */
export type PricingKit = {
  id: string;
  repairType: RepairType;
  name: string;
  isPublished: boolean;
  colourProductKey: KitPackaging;
  colourQuantity: number;
  discountPercent: number;
  components: KitComponentRef[];
};

/** A kit line of an order (order_items.kit): what the workshop prepares and gives back. */
export type OrderKit = {
  kitId: string;
  repairType: RepairType;
  name: string;
  colourPart: { productKey: string; paintType: string | null; volume: string; quantity: number };
  components: Array<{
    productId: string;
    variantId: string | null;
    name: string;
    referenceCode: string | null;
    /** Per kit. */
    quantity: number;
    /** Its stock was taken (given back on release). */
    tracked: boolean;
  }>;
};
