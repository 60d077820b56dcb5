import Link from 'next/link';
import type { Category } from '@/lib/catalogue/types';
import { categoryPath } from '@/lib/catalogue/urls';
import { getCatalogueT } from '@/lib/catalogue/i18n';

/** The categories of a section as cards with their product counts. */
export function CategoryGrid({ categories, title }: { categories: Category[]; title: string }) {
  const t = getCatalogueT();
  return (
    <section aria-labelledby="categories-heading" className="mb-10">
      <h2 id="categories-heading" className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={categoryPath(category.slug)}
              className="bg-card hover:border-primary focus-visible:ring-ring/50 flex h-full flex-col rounded-lg border p-4 transition-colors focus-visible:ring-[3px] focus-visible:outline-none"
            >
              <span className="font-semibold">{category.name}</span>
              {category.description && (
                <span className="text-muted-foreground mt-1 line-clamp-2 text-sm">
                  {category.description}
                </span>
              )}
              <span className="text-primary mt-2 text-sm font-medium">
                {t('section.categoryCount', { count: category.productCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
