import { env } from '@/lib/env';
import { colourText } from '@/lib/colours/text';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import styles from './colour-breadcrumb.module.css';
import { ColourLink } from './colour-link';
import { JsonLdScript } from '@/components/seo/json-ld-script';

export type Crumb = { name: string; href: string };

/** Visible breadcrumb (the last item is the current page) and its BreadcrumbList JSON-LD. */
export function ColourBreadcrumb({ items }: { items: Crumb[] }) {
  const t = colourText();
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className={styles.crumbs}>
        <ol>
          {items.map((item, index) =>
            index === items.length - 1 ? (
              <li key={index}>
                <span aria-current="page">{item.name}</span>
              </li>
            ) : (
              <li key={index}>
                <ColourLink href={item.href}>{item.name}</ColourLink>
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLdScript
        data={breadcrumbJsonLd(
          items.map((item) => ({ name: item.name, path: item.href })),
          env.SITE_URL,
        )}
      />
    </>
  );
}
