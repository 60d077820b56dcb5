import Link from 'next/link';
import { cachedFeaturedCategories } from '@/lib/catalogue/menu-cached';
import { getT } from '@/lib/i18n/server';

/** The categories with the most products; nothing when the catalogue is empty. */
export async function FeaturedCategories() {
  const t = getT('home');
  const categories = await cachedFeaturedCategories();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className="mb-6 text-2xl font-bold">
        {t('categories.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="featured-categories">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={category.href}
              className="hover:bg-accent focus-visible:ring-ring/50 flex h-full flex-col rounded-lg border p-4 outline-none focus-visible:ring-[3px]"
            >
              <span className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
                {category.sectionName}
              </span>
              <span className="font-semibold">{category.name}</span>
              <span className="text-muted-foreground text-sm">
                {t('categories.count', { count: category.productCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
