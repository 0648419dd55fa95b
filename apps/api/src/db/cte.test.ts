import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { removeOrderedCtes } from "../modules/cart/index.ts";
import { takeStockCtes } from "../modules/catalog/index.ts";
import { insertOrderItemsCte } from "../modules/orders/index.ts";
import { type Cte, cte } from "./cte.ts";

const dialect = new PgDialect();

describe("typed CTE handles", () => {
	it("define a CTE by its name after the ones it is built on, and read it by its quoted name", () => {
		const before = sql`first as (select 1)`;
		const lines = cte<{ variant_id: number; quantity: number }, "lines">("lines", sql`select 1, 2`, before);
		expect(lines.name).toBe("lines");
		expect(dialect.sqlToQuery(lines.definition).sql).toBe('first as (select 1), "lines" as (select 1, 2)');
		expect(dialect.sqlToQuery(sql`select * from ${lines.ref}`).sql).toBe('select * from "lines"');
	});

	it("make a reference to a CTE that lacks a column, or to a bare name, a type error", () => {
		const lines = cte<{ variant_id: number; quantity: number }>("lines", sql`select 1, 2`);
		const noQuantity = cte<{ variant_id: number }>("ids", sql`select 1`);
		// a CTE with the columns a part reads, and more, is accepted
		const wide: Cte<string, { variant_id: number; quantity: number; extra: string }> = cte("wide", sql`select 1`);
		expect(takeStockCtes(lines).name).toBe("stock_taken");
		expect(removeOrderedCtes(1, wide).name).toBe("cart_reduced");
		// @ts-expect-error: stock is taken by the lines' quantity, which this CTE does not yield
		takeStockCtes(noQuantity);
		// @ts-expect-error: a bare name is no longer a CTE
		removeOrderedCtes(1, "order_lines");
		// @ts-expect-error: the items need the order's id and every column of its lines
		insertOrderItemsCte(lines, lines);
	});
});
