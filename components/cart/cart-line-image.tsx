import { Paintbrush } from 'lucide-react';
import Image from 'next/image';
import { isVector } from '@/lib/catalogue/images';
import type { CartLine } from '@/lib/cart/cart';
import { safeCssColour } from '@/lib/colours/css-preview';

/**
 * A colour-paint line shows its colour's swatch (the server's css_preview); other lines their
 * picture, or a paint icon without one.
 */
export function CartLineImage({ line, swatch }: { line: CartLine; swatch?: string | null }) {
  if (swatch) {
    return (
      <span
        aria-hidden
        data-testid="cart-line-swatch"
        className="size-20 shrink-0 rounded-md border"
        style={{ background: safeCssColour(swatch) }}
      />
    );
  }
  if (line.image && line.image.startsWith('/')) {
    return (
      <Image
        src={line.image}
        alt=""
        width={80}
        height={80}
        unoptimized={isVector(line.image)}
        className="size-20 rounded-md border object-contain p-1"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="bg-secondary text-secondary-foreground flex size-20 items-center justify-center rounded-md border"
    >
      <Paintbrush className="size-8" />
    </span>
  );
}
