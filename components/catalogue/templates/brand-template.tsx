import type { ListingFilters } from '@/lib/catalogue/filters';
import type { Brand } from '@/lib/catalogue/types';
import { BRANDS_PATH, brandPath } from '@/lib/urls';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { ListingTemplate } from './listing-template';

/** /marques/{slug}: the products of one brand. */
export function BrandTemplate({ brand, filters }: { brand: Brand; filters?: ListingFilters }) {
  const t = getCatalogueT();
  return (
    <ListingTemplate
      crumbs={[
        { name: t('breadcrumb.brands'), path: BRANDS_PATH },
        { name: brand.name, path: brandPath(brand.slug) },
      ]}
      title={brand.name}
      intro={brand.description ? <p>{brand.description}</p> : undefined}
      basePath={brandPath(brand.slug)}
      scope={{ brand: brand.slug }}
      fixed={{ brand: true }}
      filters={filters}
    />
  );
}
