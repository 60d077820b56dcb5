'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useCartStore } from '@/lib/cart/store';
import { formatEuros } from '@/lib/format';
import {
  buildColourLine,
  buildVarnishLine,
  varnishPenPrice,
  type LineColour,
} from '@/lib/colours/cart-line';
import { addBlocker, offeredPaintTypes, selectionPrice } from '@/lib/colours/configurator';
import { isPen, VARNISH_PEN_KEY } from '@/lib/colours/paint-types';
import { useColourSelection } from './colour-selection';
import { ProductTypePicker } from './product-type-picker';

const selectClass =
  'border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 h-10 w-full rounded-md border px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px]';

/**
 * Product type, paint type, volume, varnish pen, price TTC and HT, add to cart (spec sections
 * 2, 4 and 5). Prices come from the server's configuration; checkout reprices.
 */
export function ColourConfigurator({
  colour,
  tone,
}: {
  colour: LineColour;
  tone?: { index: number; name: string };
}) {
  const t = useTranslations('colours.configurator');
  const id = useId();
  const add = useCartStore((state) => state.add);
  const { selection, configs, availability, varnish, selectPaintType, selectVolume, setVarnish } =
    useColourSelection();
  const config = configs[selection.productKey];
  const paintTypes = offeredPaintTypes(config, availability);
  const price = selectionPrice(selection, config);
  const blocker = addBlocker(selection, config, availability);
  const pen = isPen(selection.productKey);
  const varnishConfig = configs[VARNISH_PEN_KEY];
  const varnishPrice = varnishPenPrice(varnishConfig);
  const message =
    blocker === 'volume'
      ? t('volumeRequired')
      : blocker === 'paintType'
        ? t('paintTypeRequired')
        : blocker === 'price'
          ? t('priceUnavailable')
          : null;

  function addToCart() {
    if (!config || !selection.volume) {
      toast.error(t('volumeRequired'));
      return;
    }
    if (blocker === 'paintType') {
      toast.error(t('paintTypeRequired'));
      return;
    }
    if (blocker) return;
    const line = buildColourLine({
      colour,
      config,
      paintType: selection.paintType,
      volume: selection.volume,
      tone,
    });
    add(line);
    toast.success(t('added', { name: line.name }));
    if (pen && varnish) {
      const varnishLine = buildVarnishLine(varnishConfig);
      add(varnishLine);
      toast.success(t('added', { name: varnishLine.name }));
    }
  }

  return (
    <form
      className="flex flex-col gap-5"
      aria-label={t('formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        addToCart();
      }}
    >
      <ProductTypePicker name={`${id}-type`} />
      {config?.description && (
        <p className="text-muted-foreground -mt-2 text-sm">{config.description}</p>
      )}

      {paintTypes.length > 0 && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-paint`}>{t('paintType')}</Label>
          <select
            id={`${id}-paint`}
            className={selectClass}
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

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-volume`}>{t('volume')}</Label>
        <select
          id={`${id}-volume`}
          className={selectClass}
          value={selection.volume ?? ''}
          onChange={(event) => selectVolume(event.target.value || null)}
        >
          <option value="">{t('chooseVolume')}</option>
          {(config?.volumes ?? []).map((volume) => (
            <option key={volume} value={volume}>
              {volume}
            </option>
          ))}
        </select>
      </div>

      {pen && (
        <div className="flex items-start gap-3 rounded-md border p-3">
          <Checkbox
            id={`${id}-varnish`}
            checked={varnish}
            onCheckedChange={(checked) => setVarnish(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={`${id}-varnish`} className="leading-snug font-normal">
            {t('varnish', { price: formatEuros(varnishPrice) })}
          </Label>
        </div>
      )}

      <div className="bg-muted/60 flex flex-wrap items-end justify-between gap-2 rounded-md p-4">
        <div>
          <p className="text-muted-foreground text-xs">{t('priceTtc')}</p>
          <p className="text-2xl font-semibold" data-testid="prix-ttc">
            {formatEuros(price.ttc)}
          </p>
        </div>
        <p className="text-muted-foreground text-sm" data-testid="prix-ht">
          {t('priceHt', { price: formatEuros(price.ht) })}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={blocker !== null}
          aria-describedby={message ? `${id}-message` : undefined}
        >
          <ShoppingCart aria-hidden="true" />
          {t('addToCart')}
        </Button>
        <p
          id={`${id}-message`}
          aria-live="polite"
          className="text-destructive min-h-5 text-sm"
          data-testid="configurateur-message"
        >
          {message}
        </p>
      </div>
    </form>
  );
}
