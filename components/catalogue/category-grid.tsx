import Link from 'next/link';
import type { Category } from '@/lib/catalogue/types';
import { categoryPath } from '@/lib/urls';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import styles from './link-lists.module.css';

/** The categories of a section as cards with their product counts (styled from the list). */
export function CategoryGrid({ categories, title }: { categories: Category[]; title: string }) {
  const t = getCatalogueT();
  return (
    <section aria-labelledby="categories-heading" className="mb-10">
      <h2 id="categories-heading" className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <ul className={styles.cards}>
        {categories.map((category, index) => (
          <li key={index}>
            <Link href={categoryPath(category.slug)}>
              <span>{category.name}</span>
              {category.description ? <span>{category.description}</span> : null}
              <span>{t('section.categoryCount', { count: category.productCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
