import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { checkBoundaries, checkCycles, checkTables } from "./check-boundaries.mjs";

const script = fileURLToPath(new URL("./check-boundaries.mjs", import.meta.url));
const roots = [];

/** A throw-away repository holding `files` (path → source). */
function fixture(files) {
	const root = mkdtempSync(path.join(tmpdir(), "pitara-boundaries-"));
	roots.push(root);
	for (const [file, source] of Object.entries(files)) {
		mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
		writeFileSync(path.join(root, file), source);
	}
	return root;
}

after(() => {
	for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Runs the script as `npm run lint` does: its exit status and what it printed. */
function run(root) {
	try {
		return { status: 0, output: execFileSync(process.execPath, [script, root], { encoding: "utf8", stdio: "pipe" }) };
	} catch (error) {
		return { status: error.status, output: `${error.stdout}${error.stderr}` };
	}
}

const clean = {
	"apps/web/src/features/cart/components/cart-line.tsx":
		'import { formatRupees } from "../../../lib/format.ts";\nimport { useCart } from "../api/get-cart.ts";\n',
	"apps/web/src/features/cart/api/get-cart.ts": 'import { api } from "../../../lib/api-client.ts";\n',
	"apps/web/src/features/wishlist/components/wishlist-card.tsx":
		'import { Price } from "../../../components/ui/price.tsx";\nimport { z } from "zod";\n',
	"apps/web/src/app/routes/cart.tsx":
		'import { CartLine } from "../../features/cart/components/cart-line.tsx";\nimport { WishlistCard } from "../../features/wishlist/components/wishlist-card.tsx";\n',
	"apps/web/src/components/ui/price.tsx": 'import { formatRupees } from "../../lib/format.ts";\n',
};

describe("the web's import rules", () => {
	it("pass when routes compose features and features import only themselves and the shared layers", () => {
		const root = fixture(clean);
		assert.deepEqual(checkBoundaries(root), []);
		assert.equal(run(root).status, 0);
	});

	it("fail when a feature imports another feature, naming the file, the line and the rule", () => {
		const root = fixture({
			...clean,
			"apps/web/src/features/wishlist/api/move-to-cart.ts":
				'import { api } from "../../../lib/api-client.ts";\nimport { applyQuantity } from "../../cart/lib/cart-cache.ts";\n',
		});
		const { status, output } = run(root);
		assert.equal(status, 1);
		assert.match(
			output,
			/apps\/web\/src\/features\/wishlist\/api\/move-to-cart\.ts:2: import "\.\.\/\.\.\/cart\/lib\/cart-cache\.ts": features\/wishlist imports features\/cart/,
		);
	});

	it("catch type-only imports, re-exports and dynamic imports too", () => {
		const root = fixture({
			...clean,
			"apps/web/src/features/checkout/lib/a.ts": 'import type { CartData } from "../../cart/lib/cart-cache.ts";\n',
			"apps/web/src/features/checkout/lib/b.ts": 'export { CartLine } from "../../cart/components/cart-line.tsx";\n',
			"apps/web/src/features/checkout/lib/c.ts": 'export const load = () => import("../../wishlist/api/get.ts");\n',
		});
		assert.deepEqual(
			checkBoundaries(root)
				.map((v) => v.file)
				.sort(),
			[
				"apps/web/src/features/checkout/lib/a.ts",
				"apps/web/src/features/checkout/lib/b.ts",
				"apps/web/src/features/checkout/lib/c.ts",
			],
		);
	});

	it("fail when a feature imports the app, or a shared layer imports a feature", () => {
		const root = fixture({
			...clean,
			"apps/web/src/features/products/components/card.tsx":
				'import { ProductCardActions } from "../../../app/shop-actions.tsx";\n',
			"apps/web/src/components/ui/badge.tsx": 'import { useCart } from "../../features/cart/api/get-cart.ts";\n',
			"apps/web/src/lib/helper.ts": 'import { routes } from "../app/router.tsx";\n',
		});
		assert.deepEqual(
			checkBoundaries(root).map((v) => v.rule),
			[
				"web: components/ui, lib and test helpers know no feature and no route",
				"web: features do not import the app",
				"web: components/ui, lib and test helpers know no feature and no route",
			],
		);
	});
});

describe("the admin console's import rules", () => {
	it("keep the console and the storefront apart, and the console's sections from each other", () => {
		const root = fixture({
			"apps/web/src/admin/sections/orders/orders-page.tsx":
				'import { Button } from "../../../components/ui/button.tsx";\nimport { DataTable } from "../../ui/data-table.tsx";\nimport { useCustomer } from "../customers/api/get-customer.ts";\nimport { useCart } from "../../../features/cart/api/get-cart.ts";\n',
			"apps/web/src/admin/sections/customers/api/get-customer.ts":
				'import { adminApi } from "../../../lib/admin-api.ts";\n',
			"apps/web/src/admin/ui/data-table.tsx": "export {};\n",
			"apps/web/src/app/layout/header.tsx": 'import { ConsoleLayout } from "../../admin/app/console-layout.tsx";\n',
			"apps/web/src/components/ui/button.tsx": "export {};\n",
		});
		assert.deepEqual(
			checkBoundaries(root).map((v) => [v.file, v.line, v.rule]),
			[
				[
					"apps/web/src/admin/sections/orders/orders-page.tsx",
					3,
					"web: an admin section never imports another section",
				],
				[
					"apps/web/src/admin/sections/orders/orders-page.tsx",
					4,
					"web: the admin console uses the shared layers, never the storefront's features or app",
				],
				["apps/web/src/app/layout/header.tsx", 1, "web: the storefront never imports the admin console"],
			],
		);
	});
});

const schema = {
	"apps/api/src/db/schema/catalog.ts":
		'export const products = pgTable("products", {});\nexport const variants = pgTable(\n\t"variants",\n\t{},\n);\n',
	"apps/api/src/db/schema/orders.ts": 'export const orderItems = pgTable("order_items", {});\n',
	"apps/api/src/db/schema/index.ts": 'export * from "./catalog.ts";\nexport * from "./orders.ts";\n',
};

describe("the API's module rules", () => {
	it("pass when modules meet through index.ts, workflows cross them and SQL stays in repositories", () => {
		const root = fixture({
			...schema,
			"apps/api/src/modules/orders/orders.repository.ts":
				'import { eq } from "drizzle-orm";\nimport { orderItems } from "../../db/schema/index.ts";\nexport const q = sql`select 1 from order_items`;\n',
			"apps/api/src/modules/orders/orders.service.ts": 'import { findVariantLines } from "../catalog/index.ts";\n',
			"apps/api/src/http/store/orders.routes.ts":
				'import { placeOrder } from "../../workflows/place-order.ts";\nimport { ordersOf } from "../../modules/orders/index.ts";\n',
			"apps/api/src/modules/catalog/index.ts": 'export { findVariantLines } from "./lines.repository.ts";\n',
			"apps/api/src/modules/catalog/lines.repository.ts":
				'import { products, variants } from "../../db/schema/index.ts";\nexport const q = sql`select * from variants join products p on true`;\n',
			"apps/api/src/workflows/place-order.ts":
				'import { takeStock } from "../modules/catalog/index.ts";\nimport { insertOrder } from "../modules/orders/index.ts";\n',
		});
		assert.deepEqual(checkBoundaries(root), []);
		assert.deepEqual(checkTables(root), []);
		assert.equal(run(root).status, 0);
	});

	it("fail on a reach past index.ts, a service calling a workflow, SQL outside a repository and another module's table", () => {
		const root = fixture({
			...schema,
			"apps/api/src/modules/orders/orders.service.ts":
				'import { findVariantLines } from "../catalog/lines.repository.ts";\nimport { placeOrder } from "../../workflows/place-order.ts";\nimport { sql } from "drizzle-orm";\n',
			"apps/api/src/modules/catalog/products.repository.ts":
				'import { orderItems, products } from "../../db/schema/index.ts";\n',
			"apps/api/src/modules/catalog/stock.repository.ts":
				"export const ordered = sql`select exists (select 1 from order_items oi where oi.variant_id = 1)`;\n",
			"apps/api/src/workflows/place-order.ts": 'import { orderItems } from "../db/schema/index.ts";\n',
			"apps/api/src/workflows/place-order.statements.ts":
				'import { sql } from "drizzle-orm";\nexport const q = sql`with taken as (select 1) select * from variants`;\n',
		});
		assert.deepEqual(
			checkBoundaries(root).map((v) => [v.file, v.line, v.rule]),
			[
				[
					"apps/api/src/modules/orders/orders.service.ts",
					1,
					"api: another module is reached only through its index.ts",
				],
				[
					"apps/api/src/modules/orders/orders.service.ts",
					2,
					"api: a module never imports the HTTP layer or a workflow",
				],
				["apps/api/src/modules/orders/orders.service.ts", 3, "api: SQL lives in repositories"],
				["apps/api/src/workflows/place-order.ts", 1, "api: SQL lives in repositories"],
			],
		);
		assert.deepEqual(
			checkTables(root)
				.map((v) => [v.file, v.specifier])
				.sort(),
			[
				["apps/api/src/modules/catalog/products.repository.ts", "order_items"],
				["apps/api/src/modules/catalog/stock.repository.ts", "order_items"],
				["apps/api/src/workflows/place-order.statements.ts", "variants"],
				["apps/api/src/workflows/place-order.ts", "order_items"],
			],
		);
		const { status, output } = run(root);
		assert.equal(status, 1);
		assert.match(output, /modules\/catalog uses table order_items, which modules\/orders owns/);
	});

	it("fail on SQL in lib/, scripts/, plugins/ or app.ts, and leave db/ and tests alone", () => {
		const root = fixture({
			...schema,
			"apps/api/src/lib/app-secrets.ts":
				'import { sql } from "drizzle-orm";\nexport const q = sql`select value from app_settings`;\n',
			"apps/api/src/scripts/create-admin.ts":
				'import { users } from "../db/schema/index.ts";\nimport { eq } from "drizzle-orm/sql";\n',
			"apps/api/src/plugins/auth.ts": 'import { type SQL } from "drizzle-orm";\n',
			"apps/api/src/app.ts": 'import { sessions } from "./db/schema/index.ts";\n',
			"apps/api/src/db/app-settings.ts":
				'import { sql } from "drizzle-orm";\nimport { appSettings } from "./schema/index.ts";\n',
			"apps/api/src/lib/media.test.ts": 'import { sql } from "drizzle-orm";\n',
			"apps/api/src/modules/accounts/accounts.repository.ts": 'import { users } from "../../db/schema/index.ts";\n',
		});
		assert.deepEqual(
			checkBoundaries(root).map((v) => [v.file, v.line, v.rule]),
			[
				["apps/api/src/app.ts", 1, "api: SQL lives in repositories"],
				["apps/api/src/lib/app-secrets.ts", 1, "api: SQL lives in repositories"],
				["apps/api/src/plugins/auth.ts", 1, "api: SQL lives in repositories"],
				["apps/api/src/scripts/create-admin.ts", 1, "api: SQL lives in repositories"],
				["apps/api/src/scripts/create-admin.ts", 2, "api: SQL lives in repositories"],
			],
		);
		assert.equal(run(root).status, 1);
	});

	it("let the reports read others' tables in SQL, never write them or import them (decision 050)", () => {
		const root = fixture({
			...schema,
			"apps/api/src/modules/reports/sales.repository.ts":
				"export const q = sql`select count(*) from order_items oi join variants v on v.id = oi.variant_id`;\n",
			"apps/api/src/modules/reports/writes.repository.ts":
				"export const q = sql`update order_items set quantity = 0`;\n",
			"apps/api/src/modules/reports/drizzle.repository.ts": 'import { orderItems } from "../../db/schema/index.ts";\n',
		});
		assert.deepEqual(
			checkTables(root)
				.map((v) => [v.file, v.specifier])
				.sort(),
			[
				["apps/api/src/modules/reports/drizzle.repository.ts", "order_items"],
				["apps/api/src/modules/reports/writes.repository.ts", "order_items"],
			],
		);
	});

	it("fail on a table nobody owns", () => {
		const root = fixture({
			...schema,
			"apps/api/src/db/schema/loyalty.ts": 'export const loyaltyPoints = pgTable("loyalty_points", {});\n',
		});
		assert.deepEqual(
			checkTables(root).map((v) => v.specifier),
			["loyaltyPoints"],
		);
	});
});

describe("the HTTP layer's rules", () => {
	it("fail when a module or a workflow imports http/, or an index.ts re-exports a routes file", () => {
		const root = fixture({
			"apps/api/src/modules/orders/index.ts": 'export { ordersRoutes } from "./orders.routes.ts";\n',
			"apps/api/src/modules/orders/orders.service.ts": 'import { x } from "../../http/store/orders.routes.ts";\n',
			"apps/api/src/workflows/place-order.ts": 'import { y } from "../http/admin/index.ts";\n',
		});
		assert.deepEqual(
			checkBoundaries(root).map((v) => [v.file, v.rule]),
			[
				[
					"apps/api/src/modules/orders/index.ts",
					"api: routes, pages and forms live in http/, and no index.ts re-exports one",
				],
				["apps/api/src/modules/orders/orders.service.ts", "api: a module never imports the HTTP layer or a workflow"],
				[
					"apps/api/src/modules/orders/orders.service.ts",
					"api: routes, pages and forms live in http/, and no index.ts re-exports one",
				],
				["apps/api/src/workflows/place-order.ts", "api: a workflow never imports the HTTP layer"],
			],
		);
	});
});

describe("import circles", () => {
	it("find a circle through a module's index.ts (routes → workflow → index → routes), type-only imports included", () => {
		const root = fixture({
			"apps/api/src/modules/orders/index.ts": 'export { ordersRoutes } from "./orders.routes.ts";\n',
			"apps/api/src/modules/orders/orders.routes.ts": 'import { placeOrder } from "../../workflows/place-order.ts";\n',
			"apps/api/src/workflows/place-order.ts": 'import type { Order } from "../modules/orders/index.ts";\n',
			"apps/web/src/a.tsx": 'import { b } from "./b.tsx";\n',
			"apps/web/src/b.tsx": 'const a = () => import("./a.tsx");\n',
			"apps/web/src/c.tsx": 'import { b } from "./b.tsx";\n',
		});
		const found = checkCycles(root).map((v) => v.message);
		assert.equal(found.length, 2);
		assert.match(
			found[0],
			/circle of 3 files: apps\/api\/src\/modules\/orders\/index.ts ⇄ .*orders.routes.ts ⇄ .*place-order.ts/,
		);
		assert.match(found[1], /circle of 2 files: apps\/web\/src\/a.tsx ⇄ apps\/web\/src\/b.tsx/);
		assert.equal(run(root).status, 1);
	});
});

describe("this repository", () => {
	it("keeps the rules, with no import circle", () => {
		const root = fileURLToPath(new URL("..", import.meta.url));
		assert.deepEqual(checkBoundaries(root), []);
		assert.deepEqual(checkTables(root), []);
		assert.deepEqual(checkCycles(root), []);
	});
});
