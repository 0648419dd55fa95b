import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { variants } from "./catalog.ts";
import { createdAt, updatedAt } from "./columns.ts";

export const cartItems = pgTable(
	"cart_items",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** variants are deactivated, never deleted, so a cart line can say it is gone */
		variantId: integer()
			.notNull()
			.references(() => variants.id, { onDelete: "restrict" }),
		quantity: integer().notNull(),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(t) => [
		uniqueIndex("cart_items_user_variant_unique").on(t.userId, t.variantId),
		check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
	],
);

export const wishlistItems = pgTable(
	"wishlist_items",
	{
		id: integer().primaryKey().generatedAlwaysAsIdentity(),
		userId: integer()
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		variantId: integer()
			.notNull()
			.references(() => variants.id, { onDelete: "restrict" }),
		createdAt: createdAt(),
	},
	(t) => [
		uniqueIndex("wishlist_items_user_variant_unique").on(t.userId, t.variantId),
		index("wishlist_items_user_idx").on(t.userId, t.createdAt),
	],
);
