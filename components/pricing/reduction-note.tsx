import { clsx } from 'clsx';

/** An announced reduction's texts, already formatted (lib/pricing/reduction.ts). */
export type ReductionTexts = {
  /** « Promo −17 % ». */
  badge: string;
  /** The struck price: the legal reference, « 27,90 € ». */
  struck: string;
  /** « Prix le plus bas des 30 derniers jours : 27,90 € ». */
  lowest: string;
};

/**
 * The badge, the struck reference and the 30-day low of an announced reduction (Code de la
 * consommation L112-1-1), on a product card and on the product page. Renders on either side.
 */
export function ReductionNote({
  reduction,
  struckLabel,
  className,
}: {
  reduction: ReductionTexts;
  /** « Prix de référence : », read before the struck price by screen readers. */
  struckLabel: string;
  className?: string;
}) {
  return (
    <span
      className={clsx('flex flex-col gap-0.5 text-sm', className)}
      data-testid="price-reduction"
    >
      <span className="flex flex-wrap items-baseline gap-2">
        <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
          {reduction.badge}
        </span>
        <span>
          <span className="sr-only">{struckLabel}</span>
          <s className="text-muted-foreground">{reduction.struck}</s>
        </span>
      </span>
      <span className="text-muted-foreground text-xs" data-testid="price-reduction-lowest">
        {reduction.lowest}
      </span>
    </span>
  );
}
