import type { ProductSummary } from '@/lib/catalogue/types';
import { cn } from '@/lib/utils';
import { ProductCard } from './product-card';

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
    <ul
      className={cn('grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4', className)}
      data-testid="product-grid"
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
