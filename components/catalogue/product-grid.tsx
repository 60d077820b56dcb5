import type { ProductSummary } from '@/lib/catalogue/types';
import { cardData } from './card-data';
import { ProductCards } from './product-cards';

/** Product cards in a responsive grid (2 columns on phones, up to 4). */
export function ProductGrid({
  products,
  headingLevel = 3,
  className,
}: {
  products: ProductSummary[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <ProductCards
      cards={products.map(cardData)}
      {...(headingLevel !== 3 ? { headingLevel } : {})}
      {...(className ? { className } : {})}
    />
  );
}
