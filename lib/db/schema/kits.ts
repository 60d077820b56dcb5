/** Repair kits (issue 41 §3, migration 0038): a kit per repair type and its catalogue parts. */
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalogue';
import { createdAt, id, updatedAt } from './columns';

export const repairKits = pgTable('repair_kits', {
  id: id(),
  /** 'rayure' | 'eclat' | 'pare_chocs' | 'element' (lib/kits/types.ts). */
  repairType: text('repair_type').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  /** The colour's packaging: a paint configuration's key (peinture-stylo, -bombe, -pot). */
  colourProductKey: text('colour_product_key').notNull(),
  colourQuantity: integer('colour_quantity').notNull().default(1),
  /** Taken off the sum of the parts (the kit's price rule). */
  discountPercent: integer('discount_percent').notNull().default(0),
  isPublished: boolean('is_published').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const repairKitComponents = pgTable(
  'repair_kit_components',
  {
    id: id(),
    kitId: uuid('kit_id')
      .notNull()
      .references(() => repairKits.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('repair_kit_components_kit_idx').on(t.kitId, t.position),
    index('repair_kit_components_product_idx').on(t.productId),
  ],
);
