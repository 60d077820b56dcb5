import { getImageProps } from 'next/image';
import { isVector, productImage } from '@/lib/catalogue/images';

/**
 * A product picture from public/, as a plain server-rendered <img> (no client component, so
 * the page's RSC data carries only the attributes the browser needs). SVGs are served as they
 * are; other pictures go through the image optimiser (`srcset` for `sizes`). Styled by its
 * container.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  size = 600,
}: {
  src: string | null | undefined;
  alt: string;
  sizes: string;
  size?: number;
}) {
  const image = productImage(src);
  if (isVector(image)) {
    // eslint-disable-next-line @next/next/no-img-element -- vectors need no optimiser
    return <img src={image} alt={alt} width={size} height={size} loading="lazy" />;
  }
  const { props } = getImageProps({ src: image, alt, width: size, height: size, sizes });
  const { style: _style, ...attributes } = props;
  const defined = Object.fromEntries(
    Object.entries(attributes).filter(([, value]) => value !== undefined),
  );
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps' <img> (alt included)
  return <img {...defined} />;
}
