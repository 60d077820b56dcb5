import type { ListingFilters } from '@/lib/catalogue/filters';
import { CATALOGUE_PATH } from '@/lib/urls';
import { env } from '@/lib/env';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { ListingTemplate } from './listing-template';

/** /catalogue: every shown product. */
export function CatalogueTemplate({ filters }: { filters?: ListingFilters }) {
  const t = getCatalogueT();
  return (
    <ListingTemplate
      crumbs={[{ name: t('breadcrumb.catalogue'), path: CATALOGUE_PATH }]}
      title={t('catalogue.heading')}
      intro={<p>{t('catalogue.intro')}</p>}
      basePath={CATALOGUE_PATH}
      scope={{}}
      filters={filters}
    >
      <JsonLdScript data={organizationJsonLd(env.SITE_URL)} />
    </ListingTemplate>
  );
}
