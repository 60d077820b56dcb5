'use client';

import Image from 'next/image';
import { ArrowRight, Package } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { HitGroup } from '@/lib/search/types';
import { formatCents } from '@/lib/money';
import { clsx } from 'clsx';
import { ColourSwatch } from './colour-swatch';
import type { SuggestionOption } from './suggestion-options';

type Props = {
  id: string;
  options: SuggestionOption[];
  activeKey: string | null;
  optionId: (key: string) => string;
  products: HitGroup<unknown>;
  colours: HitGroup<unknown>;
  term: string;
  onChoose: (option: SuggestionOption) => void;
  onHover: (key: string) => void;
};

/**
 * The listbox of the combobox: a products group and a colours group, each headed by its count,
 * then « see all results ». Options are not links (an option holds no focusable content);
 * choosing one is done by the combobox (click or Enter).
 */
export function SuggestionList(props: Props) {
  const t = useTranslations('search');
  const { id, options } = props;
  const products = options.filter((o) => o.kind === 'product');
  const colours = options.filter((o) => o.kind === 'colour');
  const all = options.find((o) => o.kind === 'all');

  const option = (o: SuggestionOption, children: React.ReactNode) => {
    const active = o.key === props.activeKey;
    return (
      <div
        key={o.key}
        id={props.optionId(o.key)}
        role="option"
        aria-selected={active}
        data-kind={o.kind}
        className={clsx(
          'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
          active ? 'bg-accent text-accent-foreground ring-ring/40 ring-1' : 'hover:bg-accent/60',
        )}
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => props.onHover(o.key)}
        onClick={() => props.onChoose(o)}
      >
        {children}
      </div>
    );
  };

  const heading = (key: 'products' | 'colours', group: HitGroup<unknown>) => (
    <div
      id={`${id}-${key}`}
      role="presentation"
      className="text-muted-foreground flex items-center justify-between px-3 pt-2 pb-1 text-xs font-semibold tracking-wide uppercase"
    >
      <span>{t(key)}</span>
      <span className="bg-muted rounded-full px-2 py-0.5 tabular-nums">
        {t('groupCount', { count: group.total, more: String(group.more) })}
      </span>
    </div>
  );

  return (
    <div id={id} role="listbox" aria-label={t('suggestions')} className="flex flex-col gap-1 p-1">
      {products.length > 0 && (
        <div role="group" aria-labelledby={`${id}-products`}>
          {heading('products', props.products)}
          {products.map(
            (o) =>
              o.kind === 'product' &&
              option(
                o,
                <>
                  {o.product.imageUrl ? (
                    <Image
                      src={o.product.imageUrl}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded-md border object-cover"
                    />
                  ) : (
                    <span className="bg-muted flex size-10 shrink-0 items-center justify-center rounded-md border">
                      <Package className="text-muted-foreground size-5" aria-hidden />
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{o.product.name}</span>
                    <span className="text-muted-foreground block truncate text-xs">
                      {[
                        o.product.brandName,
                        o.product.referenceCode &&
                          t('reference', { code: o.product.referenceCode }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold tabular-nums">
                    {o.product.priceFrom
                      ? t('fromPrice', { price: formatCents(o.product.priceTtc) })
                      : formatCents(o.product.priceTtc)}
                  </span>
                </>,
              ),
          )}
        </div>
      )}
      {colours.length > 0 && (
        <div role="group" aria-labelledby={`${id}-colours`}>
          {heading('colours', props.colours)}
          {colours.map(
            (o) =>
              o.kind === 'colour' &&
              option(
                o,
                <>
                  <ColourSwatch cssPreview={o.colour.cssPreview} className="size-10" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">
                      <span className="font-semibold">{o.colour.code}</span> {o.colour.name}
                    </span>
                    {o.colour.shade && (
                      <span className="block truncate text-xs font-medium">
                        {o.colour.shade.code
                          ? t('shadeCode', { name: o.colour.shade.name, code: o.colour.shade.code })
                          : t('shade', { name: o.colour.shade.name })}
                      </span>
                    )}
                    <span className="text-muted-foreground block truncate text-xs">
                      {o.colour.manufacturerName ?? t('unknownMakerName')}
                    </span>
                  </span>
                </>,
              ),
          )}
        </div>
      )}
      {all &&
        option(
          all,
          <span className="text-primary flex w-full items-center justify-between font-medium">
            {t('seeAll', { term: props.term })}
            <ArrowRight className="size-4" aria-hidden />
          </span>,
        )}
    </div>
  );
}
