import Link from 'next/link';
import { cachedFeaturedCategories } from '@/lib/catalogue/menu-cached';
import { getT } from '@/lib/i18n/server';
import styles from './home.module.css';

/** The categories with the most products (styled from the list); nothing when the catalogue is empty. */
export async function FeaturedCategories() {
  const t = getT('home');
  const categories = await cachedFeaturedCategories();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className="mb-6 text-2xl font-bold">
        {t('categories.title')}
      </h2>
      <ul className={styles.categories} data-testid="featured-categories">
        {categories.map((category, index) => (
          <li key={index}>
            <Link href={category.href}>
              <span>{category.sectionName}</span>
              <span>{category.name}</span>
              <span>{t('categories.count', { count: category.productCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
