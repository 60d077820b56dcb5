import { centsInput } from '@/lib/money';
import type { ProductInput } from '@/lib/validation/admin-products';
import type { AdminProduct } from './queries';
import { hazardFormValues } from '@/lib/hazard/form-values';

const decimal = (value: number | null) => (value == null ? '' : String(value).replace('.', ','));

/** A new product's form: visible and active once saved, no variant. */
export const EMPTY_PRODUCT: ProductInput = {
  name: '',
  slug: '',
  referenceCode: '',
  shortDescription: '',
  description: '',
  priceTtc: '',
  proPriceTtc: '',
  stockQuantity: '0',
  unlimitedStock: false,
  isActive: true,
  visibleInFrontend: true,
  isFeatured: false,
  brandId: '',
  categoryIds: [],
  packagingType: '',
  volumeLiters: '',
  weightKg: '',
  transportClass: 'none',
  containsDiisocyanates: false,
  reductionAnnounced: false,
  hazardPictograms: [],
  hazardSignalWord: '',
  hazardStatements: '',
  safetyWarnings: '',
  variants: [],
};

/** A stored product as its form shows it (prices « 12,50 », volumes « 0,5 »). */
export function productFormValues(product: AdminProduct): ProductInput {
  return {
    id: product.id,
    version: product.updatedAt.toISOString(),
    name: product.name,
    slug: product.slug,
    referenceCode: product.referenceCode ?? '',
    shortDescription: product.shortDescription ?? '',
    description: product.description ?? '',
    priceTtc: centsInput(product.priceTtc),
    proPriceTtc: product.proPriceTtc == null ? '' : centsInput(product.proPriceTtc),
    stockQuantity: String(product.stockQuantity),
    stockLoaded: product.stockQuantity,
    unlimitedStock: product.unlimitedStock,
    isActive: product.isActive,
    visibleInFrontend: product.visibleInFrontend,
    isFeatured: product.isFeatured,
    brandId: product.brandId ?? '',
    categoryIds: product.categoryIds,
    packagingType: product.packagingType ?? '',
    volumeLiters: decimal(product.volumeLiters),
    weightKg: decimal(product.weightKg),
    transportClass: product.transportClass,
    containsDiisocyanates: product.containsDiisocyanates,
    reductionAnnounced: product.reductionAnnounced,
    ...hazardFormValues(product),
    safetyWarnings: product.safetyWarnings ?? '',
    variants: product.variants.map((v) => ({
      id: v.id,
      variantName: v.variantName,
      volumeLiters: decimal(v.volumeLiters),
      referenceCode: v.referenceCode ?? '',
      priceTtc: centsInput(v.priceTtc),
      stockQuantity: String(v.stockQuantity),
      stockLoaded: v.stockQuantity,
      isDefault: v.isDefault,
      isActive: v.isActive,
      hazardOverride: v.hazardOverride,
      ...hazardFormValues(v),
    })),
  };
}
