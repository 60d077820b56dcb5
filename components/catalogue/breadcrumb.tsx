import Link from 'next/link';
import { env } from '@/lib/env';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import styles from './breadcrumb.module.css';
import { JsonLdScript } from '@/components/seo/json-ld-script';

/** « Accueil › … › current page », with its BreadcrumbList JSON-LD. `crumbs` start after Accueil. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = getCatalogueT();
  const all: Crumb[] = [{ name: t('breadcrumb.home'), path: '/' }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.crumbs}>
      <ol>
        {all.map((crumb, index) => (
          <li key={index}>
            {index === all.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLdScript data={breadcrumbJsonLd(all, env.SITE_URL)} />
    </nav>
  );
}
