import type { CartInput } from '@/lib/cart-line';
import { colourLineName, DEFAULT_WEIGHT_KG, type LineColour } from '@/lib/colours/cart-line';
import { packagingOf, type ColourAvailability } from '@/lib/colours/paint-types';
import type { PaintConfig } from '@/lib/colours/pricing';
import { colourText } from '@/lib/colours/text';
import { kitColourPart, kitPrice } from '@/lib/kits/price';
import type { ShopKit } from '@/lib/kits/shop';
import { kitVariantId } from '@/lib/kits/types';
import { formatCents } from '@/lib/money';
import { colourSlug } from '@/lib/urls';
import { AddKitButton } from './add-kit-button';
import styles from './colour-kits.module.css';

/**
 * The repair kits of a colour page: each published kit with the colour in its packaging, its
 * content and its retail price (the sum of its parts minus its discount, lib/kits/price.ts);
 * the cart and the checkout reprice it on the server, professional prices included.
 */
export function ColourKits({
  colour,
  availability,
  configs,
  kits,
}: {
  colour: LineColour;
  availability: ColourAvailability;
  configs: Record<string, PaintConfig>;
  kits: ShopKit[];
}) {
  const t = colourText();
  const offers = kits.flatMap((kit) => {
    const config = configs[kit.colourProductKey];
    const part = config ? kitColourPart(config, availability) : null;
    if (!config || !part) return [];
    const colourName = colourLineName(config, colour, part.paintType, part.volume);
    const price = kitPrice(
      [
        { unitTtc: part.unitTtc, retailTtc: part.unitTtc, quantity: kit.colourQuantity },
        ...kit.components.map((c) => ({
          unitTtc: c.priceTtc,
          retailTtc: c.priceTtc,
          quantity: c.quantity,
        })),
      ],
      kit.discountPercent,
    ).unitTtc;
    const title = t('kits.kitTitle', { kit: kit.name, code: colour.code });
    const line: CartInput = {
      productId: colour.id,
      variantId: kitVariantId(kit.id),
      name: `${title} (${colour.name})`,
      price: price / 100,
      quantity: 1,
      image: colour.imageUrl,
      variant: t(`kits.types.${kit.repairType}`),
      referenceCode: colour.code,
      slug: colourSlug(colour.code, colour.name),
      isColorProduct: true,
      colorData: {
        color_code: colour.code,
        color_name: colour.name,
        manufacturer_slug: colour.manufacturer?.slug ?? null,
        manufacturer_name: colour.manufacturer?.name ?? null,
        category: colour.category,
      },
      packaging_type: packagingOf(kit.colourProductKey),
      weight_kg: DEFAULT_WEIGHT_KG,
      paintType: part.paintType,
    };
    return [{ kit, title, colourName, price, line }];
  });
  if (offers.length === 0) return null;
  return (
    <section className={styles.kits} aria-labelledby="colour-kits-title">
      <h2 id="colour-kits-title">{t('kits.title', { code: colour.code })}</h2>
      <p className={styles.note}>{t('kits.intro', { code: colour.code })}</p>
      <div className={styles.list}>
        {offers.map(({ kit, title, colourName, price, line }) => (
          <article key={kit.id} className={styles.kit} aria-labelledby={`kit-${kit.id}`}>
            <h3 id={`kit-${kit.id}`}>{title}</h3>
            {kit.description && <p className={styles.note}>{kit.description}</p>}
            <div>
              <p className="text-sm font-medium">{t('kits.content')}</p>
              <ul>
                <li>{t('kits.line', { quantity: kit.colourQuantity, name: colourName })}</li>
                {kit.components.map((c, index) => (
                  <li key={index}>{t('kits.line', { quantity: c.quantity, name: c.name })}</li>
                ))}
              </ul>
            </div>
            {kit.discountPercent > 0 && (
              <p className={styles.note}>{t('kits.discount', { percent: kit.discountPercent })}</p>
            )}
            <p className={styles.note}>{t('kits.madeToOrder')}</p>
            <div className={styles.foot}>
              <p className={styles.price}>{formatCents(price)}</p>
              <AddKitButton line={line} />
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
