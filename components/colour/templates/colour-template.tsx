import { Suspense } from 'react';
import { env } from '@/lib/env';
import { colourText } from '@/lib/colours/text';
import type { LineColour } from '@/lib/colours/cart-line';
import type { PaintConfig } from '@/lib/colours/pricing';
import { colourProductJsonLd } from '@/lib/colours/seo';
import { cachedCarriers } from '@/lib/shipping/cached';
import { cachedDispatchSettings } from '@/lib/dispatch/cached';
import { dispatchRules } from '@/lib/dispatch/rules';
import { transitFor } from '@/lib/dispatch/transit';
import { daysValues, deliveryEstimate } from '@/lib/shipping/estimate';
import { TRANSPORT_CLASSES } from '@/lib/shipping/types';
import { getT } from '@/lib/i18n/server';
import { colourCategoryName } from '@/lib/colours/slug';
import { colourListUrl, colourUrl } from '@/lib/urls';
import type { Colour, PaintDocument } from '@/lib/colours/types';
import type { ShadeVariant } from '@/lib/colours/shades';
import { configsForColour } from '@/lib/colours/configurator';
import { availabilityOf, COLOUR_PRODUCT_KEYS } from '@/lib/colours/paint-types';
import { ColourBackLink } from '../colour-back-link';
import { ColourBadges } from '../colour-badges';
import { ColourBreadcrumb, type Crumb } from '../colour-breadcrumb';
import { ColourConfigurator } from '../colour-configurator';
import { ColourDelivery } from '../colour-delivery';
import { ColourDispatch } from '../colour-dispatch';
import { ColourGuarantee } from '../colour-guarantee';
import { cachedGuaranteeSettings } from '@/lib/guarantee/cached';
import { ColourDocuments } from '../colour-documents';
import { ColourInfoCards } from '../colour-info-cards';
import { ColourSelectionProvider } from '../colour-selection';
import { ColourSeoText } from '../colour-seo-text';
import { ColourSuggestions } from '../colour-suggestions';
import { ColourSwatch } from '../colour-swatch';
import { CoverageCalculator } from '../coverage-calculator';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { ColourHazardSlot, ColourManufacturer } from '@/components/colour/colour-hazards';
import { ColourKits } from '@/components/colour/colour-kits';
import { cachedPublishedKits } from '@/lib/kits/cached';
import { cachedPaintHazards } from '@/lib/hazard/cached';
import { ProductTypeFromUrl } from '../product-type-from-url';
import { SuggestionsSkeleton } from '../suggestions-skeleton';
import styles from '../colour-page.module.css';
import { colourTitle } from '@/lib/colours/metadata';
import { absoluteUrl, COLOUR_CATALOGUE_PATH, colourCategoryUrl } from '@/lib/urls';

export function colourCrumbs(colour: Colour, current: Crumb): Crumb[] {
  const t = colourText();
  const crumbs: Crumb[] = [
    { name: t('breadcrumb.home'), href: '/' },
    { name: t('breadcrumb.catalogue'), href: COLOUR_CATALOGUE_PATH },
    {
      name: colourCategoryName(colour.category) ?? colour.category,
      href: colourCategoryUrl(colour.category),
    },
  ];
  if (colour.manufacturer) {
    crumbs.push({
      name: colour.manufacturer.name,
      href: colourListUrl(colour.category, colour.manufacturer.slug),
    });
  }
  return [...crumbs, current];
}

export function lineColourOf(colour: Colour): LineColour {
  return {
    id: colour.id,
    code: colour.code,
    name: colour.name,
    category: colour.category,
    imageUrl: colour.imageUrl,
    manufacturer: colour.manufacturer
      ? { name: colour.manufacturer.name, slug: colour.manufacturer.slug }
      : null,
  };
}

/** The colour product page (spec section 2, "Colour product page"). */
export async function ColourTemplate({
  colour,
  configs,
  documents,
  validUntil,
  shades = [],
}: {
  colour: Colour;
  configs: Record<string, PaintConfig>;
  documents: PaintDocument[];
  validUntil: string;
  /** The code's shade variants (issue 41 §1). */
  shades?: ShadeVariant[];
}) {
  const t = colourText();
  const path = colourUrl({
    category: colour.category,
    manufacturerSlug: colour.manufacturer?.slug,
    code: colour.code,
    name: colour.name,
  });
  const listUrl = colour.manufacturer
    ? colourListUrl(colour.category, colour.manufacturer.slug)
    : null;
  const orderable = COLOUR_PRODUCT_KEYS.some((key) => configs[key]);
  const carriers = await cachedCarriers();
  // The delay for each dangerous-goods class; the page shows the one of the paint configured.
  const deliveryTexts = Object.fromEntries(
    TRANSPORT_CLASSES.flatMap((c) => {
      const days = deliveryEstimate(carriers, [c]);
      return days ? [[c, getT('product')('delivery', daysValues(days))]] : [];
    }),
  );
  // The dispatch date's rules, never the date: the browser computes it (colour-dispatch.tsx).
  const dispatch = dispatchRules(await cachedDispatchSettings(), true);
  const transits = Object.fromEntries(
    TRANSPORT_CLASSES.flatMap((c) => {
      const days = transitFor(carriers, [c]);
      return days ? [[c, days]] : [];
    }),
  );
  const jsonLd = colourProductJsonLd({
    colour,
    url: absoluteUrl(env.SITE_URL, path),
    name: t('meta.productName', { title: colourTitle(colour) }),
    description: t('seo.p1', {
      name: colour.name,
      code: colour.code,
      maker: colour.manufacturer?.name ?? t('info.unknownMaker'),
    }),
    configs,
    validUntil,
    imageUrl: colour.imageUrl,
    carriers,
  });

  const availability = availabilityOf(colour);
  const hazards = await cachedPaintHazards();
  const guarantee = await cachedGuaranteeSettings();

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <ColourBreadcrumb
          items={colourCrumbs(colour, { name: `${colour.name} (${colour.code})`, href: path })}
        />
        <ColourBackLink listUrl={listUrl} />
      </div>

      <ColourSelectionProvider
        configs={configsForColour(configs, availability)}
        availability={availability}
      >
        <Suspense fallback={null}>
          <ProductTypeFromUrl colourCode={colour.code} />
        </Suspense>
        <div className={styles.product}>
          <div className={styles.column}>
            <ColourSwatch
              cssPreview={colour.cssPreview}
              effect={colour.specialEffect}
              className={styles.hero}
            />
            <div className={styles.title}>
              <h1>{colourTitle(colour)}</h1>
              <p>{t('page.code', { code: colour.code })}</p>
            </div>
            <ColourBadges colour={colour} />
          </div>
          <div className={styles.side}>
            <div className={styles.card}>
              {orderable ? (
                <>
                  <ColourConfigurator
                    colour={lineColourOf(colour)}
                    hazard={<ColourHazardSlot hazards={hazards} />}
                    shades={shades}
                    testCard={{ priceCents: guarantee.testCardPriceCents }}
                  />
                  <ColourDelivery texts={deliveryTexts} />
                  <ColourDispatch rules={dispatch} transits={transits} />
                  <ColourGuarantee days={guarantee.claimDays} />
                </>
              ) : (
                <p>{t('page.noConfig')}</p>
              )}
            </div>
            {orderable && <CoverageCalculator />}
            {orderable && <ColourManufacturer />}
          </div>
        </div>
        <Suspense fallback={<SuggestionsSkeleton />}>
          <ColourSuggestions />
        </Suspense>
      </ColourSelectionProvider>

      <ColourKits
        colour={lineColourOf(colour)}
        availability={availability}
        configs={configs}
        kits={await cachedPublishedKits()}
      />
      <ColourSeoText colour={colour} />
      <ColourDocuments colour={colour} documents={documents} />
      <ColourInfoCards colour={colour} />
      <JsonLdScript data={jsonLd} />
    </div>
  );
}
