import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { variants } from '../catalog/catalog.tables.ts';

/**
 * Stock per variant, unit and location. `availableDate` null = on hand now; a date = future stock that
 * arrives then. Only location `B2B` counts for the shop (spec §6).
 */
export const stock = pgTable(
  'stock',
  {
    id: serial('id').primaryKey(),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').notNull(),
    locationId: text('location_id').notNull(),
    volume: integer('volume').notNull(),
    availableDate: date('available_date'),
  },
  (t) => [index('stock_variant_idx').on(t.variantId, t.locationId)],
);
