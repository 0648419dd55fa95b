import { type Language, returnsMessages } from "@pitara/shared";
import { textGroup } from "@pitara/shared/i18n";
import { and, eq, or, sql } from "drizzle-orm";
import { type Db, intArray, queryRows } from "../../../db/client.ts";
import { categories, products, returnRules, subcategories } from "../../../db/schema/index.ts";
import { emitAfterCommit } from "../../events/index.ts";
import { type ReturnPolicy, resolvePolicy, type StoredRule } from "./return-policy.ts";

export type ReturnRuleRow = typeof returnRules.$inferSelect;

/** The cache tag of every answer that shows a return policy (product pages): a rule's change drops them. */
export const RETURN_POLICY_TAG = "return-policy";

/** The policy of each product (by id), from its rules and its category's and subcategory's names. */
export async function returnPoliciesOf(db: Db, productIds: readonly number[]): Promise<Map<number, ReturnPolicy>> {
	const result = new Map<number, ReturnPolicy>();
	if (productIds.length === 0) return result;
	const rows = await queryRows<{
		id: number;
		category_id: number;
		subcategory_id: number;
		category: string;
		subcategory: string;
	}>(
		db,
		sql`select p.id, p.category_id, p.subcategory_id, c.name as category, s.name as subcategory
			from products p join categories c on c.id = p.category_id join subcategories s on s.id = p.subcategory_id
			where p.id = any(${intArray(productIds)})`,
	);
	if (rows.length === 0) return result;
	const rules = await db
		.select()
		.from(returnRules)
		.where(
			or(
				and(eq(returnRules.scope, "product"), sql`${returnRules.targetId} = any(${intArray(rows.map((r) => r.id))})`),
				and(
					eq(returnRules.scope, "category"),
					sql`${returnRules.targetId} = any(${intArray(rows.map((r) => Number(r.category_id)))})`,
				),
				and(
					eq(returnRules.scope, "subcategory"),
					sql`${returnRules.targetId} = any(${intArray(rows.map((r) => Number(r.subcategory_id)))})`,
				),
			),
		);
	for (const row of rows) {
		const own: StoredRule[] = rules
			.filter(
				(r) =>
					(r.scope === "product" && r.targetId === Number(row.id)) ||
					(r.scope === "category" && r.targetId === Number(row.category_id)) ||
					(r.scope === "subcategory" && r.targetId === Number(row.subcategory_id)),
			)
			.map((r) => ({
				scope: r.scope,
				returnable: r.returnable,
				windowDays: r.windowDays,
				exchange: r.exchange,
				unopenedOnly: r.unopenedOnly,
			}));
		result.set(Number(row.id), resolvePolicy(own, { category: row.category, subcategory: row.subcategory }));
	}
	return result;
}

/** The policy in the product page's words, in a language (English unless asked: the console's words stay English). */
export function policyWords(policy: ReturnPolicy, language: Language = "en"): string {
	const words = textGroup(language, "returns.policy", returnsMessages.policy);
	if (!policy.returnable) return words.none;
	if (policy.unopenedOnly) return words.unopened(policy.windowDays);
	return policy.exchange ? words.returnsAndExchange(policy.windowDays) : words.returns(policy.windowDays);
}

/** The console's settings: every category and subcategory with its effective policy, and the product rules. */
export async function returnRulesOverview(db: Db) {
	const [cats, subs, rules] = await Promise.all([
		db
			.select({ id: categories.id, name: categories.name })
			.from(categories)
			.orderBy(categories.position, categories.id),
		db
			.select({ id: subcategories.id, categoryId: subcategories.categoryId, name: subcategories.name })
			.from(subcategories)
			.orderBy(subcategories.position, subcategories.id),
		db.select().from(returnRules),
	]);
	const ruleOf = (scope: StoredRule["scope"], id: number) => rules.find((r) => r.scope === scope && r.targetId === id);
	const asStored = (r: ReturnRuleRow | undefined): StoredRule[] =>
		r
			? [
					{
						scope: r.scope,
						returnable: r.returnable,
						windowDays: r.windowDays,
						exchange: r.exchange,
						unopenedOnly: r.unopenedOnly,
					},
				]
			: [];
	const productRules = rules.filter((r) => r.scope === "product");
	const productNames =
		productRules.length === 0
			? []
			: await db
					.select({ id: products.id, name: products.name })
					.from(products)
					.where(sql`${products.id} = any(${intArray(productRules.map((r) => r.targetId))})`);
	return {
		categories: cats.map((c) => {
			const own = ruleOf("category", c.id);
			return {
				id: c.id,
				name: c.name,
				rule: own ?? null,
				policy: resolvePolicy(asStored(own), { category: c.name, subcategory: "" }),
				subcategories: subs
					.filter((s) => s.categoryId === c.id)
					.map((s) => {
						const sub = ruleOf("subcategory", s.id);
						return {
							id: s.id,
							name: s.name,
							rule: sub ?? null,
							policy: resolvePolicy([...asStored(sub), ...asStored(own)], { category: c.name, subcategory: s.name }),
						};
					}),
			};
		}),
		products: productRules.map((r) => ({
			rule: r,
			name: productNames.find((p) => p.id === r.targetId)?.name ?? `#${r.targetId}`,
		})),
	};
}

/** Whether a rule's target exists. */
export async function ruleTargetExists(db: Db, scope: StoredRule["scope"], id: number): Promise<boolean> {
	const table = scope === "category" ? categories : scope === "subcategory" ? subcategories : products;
	const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
	return row !== undefined;
}

/** Sets a rule (insert or replace); the product pages showing a policy are dropped from the cache after commit. */
export async function putReturnRule(
	db: Db,
	rule: Omit<typeof returnRules.$inferInsert, "id" | "updatedAt">,
): Promise<ReturnRuleRow> {
	const [row] = await db
		.insert(returnRules)
		.values(rule)
		.onConflictDoUpdate({
			target: [returnRules.scope, returnRules.targetId],
			set: {
				returnable: rule.returnable,
				windowDays: rule.windowDays ?? 0,
				exchange: rule.exchange ?? false,
				unopenedOnly: rule.unopenedOnly ?? false,
				updatedAt: new Date(),
			},
		})
		.returning();
	if (!row) throw new Error("return rule not written");
	emitAfterCommit(db, { type: "CatalogueChanged", tags: [RETURN_POLICY_TAG] });
	return row;
}

/** Removes a rule (the target then follows the wider rule or the default). */
export async function deleteReturnRule(db: Db, scope: StoredRule["scope"], id: number): Promise<ReturnRuleRow | null> {
	const [row] = await db
		.delete(returnRules)
		.where(and(eq(returnRules.scope, scope), eq(returnRules.targetId, id)))
		.returning();
	emitAfterCommit(db, { type: "CatalogueChanged", tags: [RETURN_POLICY_TAG] });
	return row ?? null;
}

/**
 * The variants of a product another unit of one could be exchanged for: its other active variants, with price
 * and stock (the caller keeps those at the same price and in stock).
 */
export async function exchangeCandidates(
	db: Db,
	variantId: number,
): Promise<{ variantId: number; productId: number; size: string; color: string; price: number; stock: number }[]> {
	const rows = await queryRows<{
		id: number;
		product_id: number;
		size: string;
		color: string;
		price: number;
		stock: number;
	}>(
		db,
		sql`select v.id, v.product_id, v.size, v.color, v.price, v.stock
			from variants v join products p on p.id = v.product_id
			where v.product_id = (select product_id from variants where id = ${variantId})
				and v.id <> ${variantId} and v.active and p.active
			order by v.id`,
	);
	return rows.map((r) => ({
		variantId: Number(r.id),
		productId: Number(r.product_id),
		size: r.size,
		color: r.color,
		price: Number(r.price),
		stock: Number(r.stock),
	}));
}

/** The product of each variant. */
export async function productsOfVariants(db: Db, variantIds: readonly number[]): Promise<Map<number, number>> {
	if (variantIds.length === 0) return new Map();
	const rows = await queryRows<{ id: number; product_id: number }>(
		db,
		sql`select id, product_id from variants where id = any(${intArray(variantIds)})`,
	);
	return new Map(rows.map((r) => [Number(r.id), Number(r.product_id)]));
}
