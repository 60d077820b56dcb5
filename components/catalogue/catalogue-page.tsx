import type { ListingFilters } from '@/lib/catalogue/filters';
import { CATALOGUE_PATH } from '@/lib/catalogue/urls';
import { env } from '@/lib/env';
import { getT } from '@/lib/i18n/server';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from './json-ld-script';
import { ListingTemplate } from './listing-template';

/** /catalogue: every shown product. */
export function CataloguePage({ filters }: { filters?: ListingFilters }) {
  const t = getT('catalogue');
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

export function catalogueMetadataInput() {
  const t = getT('catalogue');
  return {
    title: t('catalogue.title'),
    description: t('catalogue.description'),
    basePath: CATALOGUE_PATH,
  };
}
