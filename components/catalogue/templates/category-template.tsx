import Link from 'next/link';
import type { ListingFilters } from '@/lib/catalogue/filters';
import { sectionOf } from '@/lib/catalogue/sections';
import type { Category } from '@/lib/catalogue/types';
import { CATALOGUE_PATH, categoryPath } from '@/lib/urls';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import styles from '../link-lists.module.css';
import { ListingTemplate } from './listing-template';

/** /produits/categorie/{slug}: the products of one category, inside its section. */
export function CategoryTemplate({
  category,
  siblings,
  filters,
}: {
  category: Category;
  siblings: Category[];
  filters?: ListingFilters;
}) {
  const t = getCatalogueT();
  const section = sectionOf(category.section);
  const others = siblings.filter((c) => c.slug !== category.slug && c.productCount > 0);
  return (
    <ListingTemplate
      crumbs={[
        { name: t('breadcrumb.catalogue'), path: CATALOGUE_PATH },
        ...(section ? [{ name: section.name, path: section.path }] : []),
        { name: category.name, path: categoryPath(category.slug) },
      ]}
      title={category.name}
      intro={category.description ? <p>{category.description}</p> : undefined}
      basePath={categoryPath(category.slug)}
      scope={{ category: category.slug }}
      fixed={{ category: true }}
      filters={filters}
    >
      {others.length > 0 ? (
        <nav aria-label={t('category.others')}>
          <ul className={styles.chips}>
            {others.map((c, index) => (
              <li key={index}>
                <Link href={categoryPath(c.slug)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </ListingTemplate>
  );
}
