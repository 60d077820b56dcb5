import type { ProductSummary } from '@/lib/catalogue/types';
import { cn } from '@/lib/utils';
import { ProductCard } from './product-card';
import styles from './product-card.module.css';

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
    <ul className={cn(styles.grid, className)} data-testid="product-grid">
      {products.map((product, index) => (
        // The position as key: a short one (the key is sent with every card), and the list
        // is only ever replaced as a whole.
        <li key={index}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
