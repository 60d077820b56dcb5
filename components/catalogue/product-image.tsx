import Image from 'next/image';
import { isVector, productImage } from '@/lib/catalogue/images';
import { cn } from '@/lib/utils';

/** A product picture from public/ (SVGs are served as they are, others optimised). */
export function ProductImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const image = productImage(src);
  return (
    <Image
      src={image}
      alt={alt}
      width={600}
      height={600}
      sizes={sizes}
      priority={priority}
      unoptimized={isVector(image)}
      className={cn('aspect-square h-auto w-full object-contain', className)}
    />
  );
}
