import { Paintbrush } from 'lucide-react';
import Image from 'next/image';
import { isVector } from '@/lib/catalogue/images';
import type { CartLine } from '@/lib/cart/cart';

/** The line's picture; custom paint without one gets a paint swatch icon. */
export function CartLineImage({ line }: { line: CartLine }) {
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
