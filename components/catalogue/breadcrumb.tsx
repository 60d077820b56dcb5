import Link from 'next/link';
import { env } from '@/lib/env';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import { JsonLdScript } from './json-ld-script';

/** « Accueil › … › current page », with its BreadcrumbList JSON-LD. `crumbs` start after Accueil. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = getCatalogueT();
  const all: Crumb[] = [{ name: t('breadcrumb.home'), path: '/' }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-muted-foreground mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="text-foreground font-medium">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    href={crumb.path}
                    className="hover:text-foreground underline-offset-4 hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <span aria-hidden>›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLdScript data={breadcrumbJsonLd(all, env.SITE_URL)} />
    </nav>
  );
}
