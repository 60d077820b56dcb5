/** The colour catalogue's own types (pages never see raw rows). */
import type { ColourCategory } from './slug';

export type SpecialEffect = 'metallise' | 'nacre' | 'special';

type ColourMaker = { id: string; name: string; slug: string };

export type Colour = {
  id: string;
  code: string;
  name: string;
  category: ColourCategory;
  cssPreview: string | null;
  imageUrl: string | null;
  manufacturer: ColourMaker | null;
  availableWater: boolean;
  availableSolvent: boolean;
  availableGlossDirect: boolean;
  specialEffect: SpecialEffect | null;
  legacyCode: string | null;
};

/** A colour in a list: enough for a swatch, its code and name, and its link. */
export type ColourSummary = {
  id: string;
  code: string;
  name: string;
  category: ColourCategory;
  cssPreview: string | null;
  specialEffect: SpecialEffect | null;
  manufacturerName: string | null;
  url: string;
};

/** A colour as the sitemap and the shopping feed need it. */
export type ColourListing = ColourSummary & {
  manufacturerSlug: string | null;
  availableWater: boolean;
  availableSolvent: boolean;
  availableGlossDirect: boolean;
};

export type Manufacturer = {
  id: string;
  name: string;
  slug: string;
  category: ColourCategory;
  /** Where the paint plate sits on this maker's vehicles. */
  codeLocation: string | null;
};

export type ManufacturerWithCount = Manufacturer & { colourCount: number };

export type CategoryWithCounts = {
  slug: ColourCategory;
  name: string;
  manufacturerCount: number;
  colourCount: number;
};

export type Paged<T> = {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
  perPage: number;
};

export type PaintDocument = {
  paintType: string;
  technicalSheetUrl: string | null;
  safetySheetUrl: string | null;
  technicalSheetFilename: string | null;
  safetySheetFilename: string | null;
};

/** A catalogue product offered beside a colour (suggestion blocks). */
export type SuggestedProduct = {
  id: string;
  variantId: string | null;
  name: string;
  variantName: string | null;
  slug: string;
  referenceCode: string | null;
  imageUrl: string | null;
  brandName: string | null;
  priceTtcCents: number;
  stockQuantity: number;
  volumeLiters: number | null;
};

export type ColourSection = 'constructeur' | 'speciale' | 'metallisee' | 'nacree';

export function isSpecialEffect(value: unknown): value is SpecialEffect {
  return value === 'metallise' || value === 'nacre' || value === 'special';
}
