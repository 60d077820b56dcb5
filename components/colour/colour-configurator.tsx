'use client';

import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { volumeLabel } from '@/lib/format';
import { toast } from '@/lib/toast';
import { trackColourViewed } from '@/lib/analytics/events';
import { useCartStore } from '@/lib/cart/store';
import { formatCents, htFromTtc } from '@/lib/money';
import {
  buildColourLine,
  nameGender,
  buildVarnishLine,
  VARNISH_PEN,
  varnishPenPrice,
  type LineColour,
} from '@/lib/colours/cart-line';
import { addBlocker, offeredPaintTypes, shownPrice } from '@/lib/colours/configurator';
import { priceFor } from '@/lib/colours/pricing';
import { isPen, VARNISH_PEN_KEY } from '@/lib/colours/paint-types';
import { CART_PATH, SHADE_PARAM } from '@/lib/urls';
import { defaultShade, shadeSlug, toLineShade, type ShadeVariant } from '@/lib/colours/shades';
import { buildTestCardLine } from '@/lib/test-card';
import { ProPendingNote } from '@/components/pricing/pro-pending-note';
import { useProStatus } from '@/lib/pricing/use-pro-prices';
import { useColourSelection } from './colour-selection';
import { ProductTypePicker } from './product-type-picker';
import { ShadePicker } from './shade-picker';
import { TestCardOption } from './test-card-option';
import styles from './colour-form.module.css';
import icons from '@/components/ui/icons.module.css';

/**
 * Product type, paint type, volume, varnish pen, price TTC and HT, add to cart (spec sections
 * 2, 4 and 5). Prices come from the server's configuration; checkout reprices.
 */
export function ColourConfigurator({
  colour,
  tone,
  hazard,
  shades = [],
  testCard,
}: {
  colour: LineColour;
  tone?: { index: number; name: string; code?: string | null };
  /** The code's shade variants (issue 41 §1): chosen here, carried by the cart line. */
  shades?: readonly ShadeVariant[];
  /** The CLP block of the chosen packaging / paint type (components/hazard), before the button. */
  hazard?: React.ReactNode;
  /** The test card offered with the paint (issue 41 §2): its price set in /admin (0: offered). */
  testCard?: { priceCents: number };
}) {
  const t = useTranslations('colours.configurator');
  const router = useRouter();
  const tp = useTranslations('pricing.pro');
  const id = useId();
  // Custom paint is priced by its configuration for everyone (lib/pricing); a verified
  // professional reads it HT first.
  const htFirst = useProStatus() === 'verified';
  const add = useCartStore((state) => state.add);
  const ts = useTranslations('shades');
  const [shadeId, setShadeId] = useState<string | null>(() => defaultShade(shades)?.id ?? null);
  const shade = shades.find((s) => s.id === shadeId) ?? null;
  // A search for « EWP plus claire » links here with ?variante=plus-claire (lib/search/shades.ts).
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get(SHADE_PARAM);
    const found = wanted ? shades.find((s) => shadeSlug(s.name) === wanted) : undefined;
    // A transition, as ProductTypeFromUrl: hydration finishes with the server's choice first.
    if (found) startTransition(() => setShadeId(found.id));
  }, [shades]);
  const { selection, configs, availability, varnish, selectPaintType, selectVolume, setVarnish } =
    useColourSelection();
  const config = configs[selection.productKey];
  const paintTypes = offeredPaintTypes(config, availability);
  const blocker = addBlocker(selection, config, availability);
  const pen = isPen(selection.productKey);
  const varnishConfig = configs[VARNISH_PEN_KEY];
  const varnishPrice = varnishPenPrice(varnishConfig);
  const varnishHt = priceFor(varnishConfig, VARNISH_PEN.volume, null).htCents;
  // What the shopper will pay: « à partir de » until a choice decides it, the ticked varnish
  // pen included before anything is added.
  const withVarnish = pen && varnish;
  const price = shownPrice(
    selection,
    config,
    availability,
    withVarnish
      ? { ttcCents: varnishPrice, htCents: varnishHt || htFromTtc(varnishPrice) }
      : undefined,
  );
  // A missing choice is only pointed out once the shopper has tried to add (for this product
  // type); a selection without any price is said at once.
  const [attempted, setAttempted] = useState<string | null>(null);
  const [withTestCard, setWithTestCard] = useState(false);
  const tried = attempted === selection.productKey;
  const paintRef = useRef<HTMLSelectElement>(null);
  const volumeRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    trackColourViewed({
      code: colour.code,
      manufacturer: colour.manufacturer?.slug ?? 'inconnu',
      category: colour.category,
      productType: selection.productKey,
    });
  }, [colour.code, colour.manufacturer?.slug, colour.category, selection.productKey]);
  const message =
    blocker === 'volume' && tried
      ? t('volumeRequired')
      : blocker === 'paintType' && tried
        ? t('paintTypeRequired')
        : blocker === 'price'
          ? t('priceUnavailable')
          : null;

  function addToCart() {
    setAttempted(selection.productKey);
    if (!config || !selection.volume) {
      volumeRef.current?.focus();
      return;
    }
    if (blocker === 'paintType') {
      paintRef.current?.focus();
      return;
    }
    if (blocker) return;
    const line = buildColourLine({
      colour,
      config,
      paintType: selection.paintType,
      volume: selection.volume,
      tone,
      shade: shade
        ? {
            shade: toLineShade(shade),
            label: shade.variantCode
              ? ts('lineLabelCode', { name: shade.name, code: shade.variantCode })
              : ts('lineLabel', { name: shade.name }),
          }
        : null,
    });
    add(line);
    // Like the product page's toast: the way to the cart is offered (on the last toast).
    const viewCart = { label: t('viewCart'), onClick: () => router.push(CART_PATH) };
    if (testCard && withTestCard) {
      const card = buildTestCardLine(colour, testCard.priceCents);
      add(card);
      toast.success(t('added', { name: card.name, gender: nameGender(card.name) }));
    }
    if (pen && varnish) {
      const varnishLine = buildVarnishLine(varnishConfig);
      add(varnishLine);
      toast.success(t('added', { name: line.name, gender: nameGender(line.name) }));
      toast.success(t('added', { name: varnishLine.name, gender: nameGender(varnishLine.name) }), {
        action: viewCart,
      });
    } else {
      toast.success(t('added', { name: line.name, gender: nameGender(line.name) }), {
        action: viewCart,
      });
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={t('formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        addToCart();
      }}
    >
      <ProductTypePicker name={`${id}-type`} />
      {shades.length > 0 && (
        <ShadePicker name={`${id}-shade`} shades={shades} value={shadeId} onChange={setShadeId} />
      )}
      {config?.description && <p className={styles.description}>{config.description}</p>}

      {paintTypes.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-paint`}>{t('paintType')}</label>
          <select
            ref={paintRef}
            id={`${id}-paint`}
            aria-invalid={blocker === 'paintType' && tried ? true : undefined}
            aria-describedby={blocker === 'paintType' && tried ? `${id}-message` : undefined}
            value={selection.paintType ?? ''}
            onChange={(event) => selectPaintType(event.target.value || null)}
          >
            <option value="">{t('choosePaintType')}</option>
            {paintTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className={styles.field}>
        <label htmlFor={`${id}-volume`}>{t('volume')}</label>
        <select
          ref={volumeRef}
          id={`${id}-volume`}
          aria-invalid={blocker === 'volume' && tried ? true : undefined}
          aria-describedby={blocker === 'volume' && tried ? `${id}-message` : undefined}
          value={selection.volume ?? ''}
          onChange={(event) => selectVolume(event.target.value || null)}
        >
          <option value="">{t('chooseVolume')}</option>
          {(config?.volumes ?? []).map((volume) => (
            <option key={volume} value={volume}>
              {volumeLabel(volume)}
            </option>
          ))}
        </select>
      </div>

      {pen && (
        <div className={styles.varnish}>
          <input
            type="checkbox"
            id={`${id}-varnish`}
            checked={varnish}
            onChange={(event) => setVarnish(event.target.checked)}
            className="accent-primary mt-0.5 size-4 shrink-0"
          />
          <label htmlFor={`${id}-varnish`}>
            {t('varnish', { price: formatCents(varnishPrice) })}
          </label>
        </div>
      )}

      {withVarnish && price.ttcCents > 0 ? (
        <p className="text-muted-foreground text-sm" data-testid="prix-vernis">
          {t('varnishIncluded', { price: formatCents(varnishPrice) })}
        </p>
      ) : null}
      {testCard && (
        <TestCardOption
          id={`${id}-test-card`}
          priceCents={testCard.priceCents}
          checked={withTestCard}
          onChange={setWithTestCard}
        />
      )}
      <ProPendingNote />
      {hazard}

      {/* The price and the button: a bar kept at the bottom of a phone's screen while the form
          is in view (colour-form.module.css), the swatch above it being compact there. */}
      <div className={styles.buy} data-testid="buy-bar">
        {htFirst ? (
          <div className={styles.price} data-pro-price="">
            <div>
              <p>{price.from ? t('fromLabel', { label: tp('htLabel') }) : tp('htLabel')}</p>
              <p data-testid="prix-ht">{formatCents(price.htCents)}</p>
            </div>
            <p data-testid="prix-ttc">{tp('ttcBeside', { price: formatCents(price.ttcCents) })}</p>
          </div>
        ) : (
          <div className={styles.price}>
            <div>
              <p>{price.from ? t('fromLabel', { label: t('priceTtc') }) : t('priceTtc')}</p>
              <p data-testid="prix-ttc">{formatCents(price.ttcCents)}</p>
            </div>
            <p data-testid="prix-ht">{t('priceHt', { price: formatCents(price.htCents) })}</p>
          </div>
        )}
        <div className={styles.submit}>
          <button
            type="submit"
            disabled={blocker === 'price'}
            aria-describedby={message ? `${id}-message` : undefined}
          >
            <span className={icons.shoppingCart} />
            {t('addToCart')}
          </button>
          <p id={`${id}-message`} aria-live="polite" data-testid="configurateur-message">
            {message}
          </p>
        </div>
      </div>
      <p className="text-muted-foreground text-xs" data-testid="made-to-order">
        {t('madeToOrder')}
      </p>
    </form>
  );
}
