import { clsx } from 'clsx';

/** The colour's preview (its CSS colour or gradient), decorative: the code and name say it. */
export function ColourSwatch({
  cssPreview,
  className,
}: {
  cssPreview: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-block shrink-0 rounded-md border border-black/10 bg-[repeating-linear-gradient(45deg,#e5e7eb_0_6px,#f3f4f6_6px_12px)] shadow-inner',
        className,
      )}
      style={cssPreview ? { background: cssPreview } : undefined}
    />
  );
}
