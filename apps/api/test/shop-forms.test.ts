import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type CartResponse, MAX_LINE_QUANTITY, type Product, productHref } from "@pitara/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/client.ts";
import { cartItems, variants, wishlistItems } from "../src/db/schema/index.ts";
import { pickVariants } from "./fixtures.ts";
import { call, createTestApp, createUser, type TestApp } from "./helpers.ts";
import { MemorySmsSender } from "./sms.ts";

/**
 * The shop's forms without JavaScript (decision 026): Add to Cart and the heart
 * posted as plain HTML forms from a server-rendered page, the shopper known by
 * the session cookie that logging in sets, answered by a 303 back to the page.
 */
const sms = new MemorySmsSender();
let t: TestApp;
const taken = new Set<number>();
/** the built web app (`npm run build`), for the pages the forms are on */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");
const built = existsSync(path.join(webDist, "server", "entry-server.js"));

beforeAll(async () => {
	t = await createTestApp({ seeded: true, sms, ...(built ? { env: { WEB_DIST_DIR: webDist } } : {}) });
});

afterAll(async () => {
	await t?.close();
});

const PAGE = "http://localhost:3000/products/girls/some-frock";
/** What a browser sends with a form posted from one of the shop's pages. */
const browser = (cookie?: string) => ({
	"content-type": "application/x-www-form-urlencoded",
	origin: "http://localhost:3000",
	"sec-fetch-site": "same-origin",
	referer: PAGE,
	...(cookie ? { cookie } : {}),
});

const post = (url: string, form: Record<string, string>, headers: Record<string, string>) =>
	t.app.inject({ method: "POST", url, headers, payload: new URLSearchParams(form).toString() });

async function variant(minStock = 3) {
	const [picked] = await pickVariants(t.database, taken, { minStock });
	if (!picked) throw new Error("no variant");
	return picked;
}

const lines = (userId: number) =>
	t.database.db
		.select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
		.from(cartItems)
		.where(eq(cartItems.userId, userId));

async function shopper() {
	const user = await createUser(t.database);
	return { ...user, cookie: `pitara_session=${user.token}` };
}

describe("logging in sets the forms' session cookie", () => {
	it("is HttpOnly, SameSite=Lax and only for /form; logging out removes it", async () => {
		const user = await createUser(t.database);
		await call(t.app, { method: "POST", url: "/api/user/send/otp", payload: { phone_email: user.phone } });
		const login = await call(t.app, {
			method: "POST",
			url: "/api/user/validate/otp",
			payload: { phone: user.phone, otp: sms.lastCode(user.phone) },
		});
		expect(login.status).toBe(200);
		const token = (login.body.response as { token: string }).token;
		const setCookie = String(login.response.headers["set-cookie"]);
		expect(setCookie).toContain(`pitara_session=${token}`);
		expect(setCookie).toMatch(/; Path=\/form;/);
		expect(setCookie).toContain("HttpOnly");
		expect(setCookie).toContain("SameSite=Lax");
		expect(setCookie).not.toContain("Secure"); // PUBLIC_URL is http in tests

		// the cookie alone is not a session for the JSON API, which reads the bearer token only
		const api = await call(t.app, {
			method: "POST",
			url: "/api/products/addtocart/fetch",
			headers: { cookie: `pitara_session=${token}` },
			payload: {},
		});
		expect(api.status).toBe(401);

		const out = await call(t.app, {
			method: "POST",
			url: "/api/users/logout",
			headers: { authorization: `Bearer ${token}` },
			payload: {},
		});
		expect(out.status).toBe(200);
		expect(String(out.response.headers["set-cookie"])).toMatch(/^pitara_session=; Path=\/form; Max-Age=0/);
	});
});

describe("POST /form/cart", () => {
	it("adds the variant for the cookie's shopper and sends them back to the page with a notice", async () => {
		const user = await shopper();
		const picked = await variant();
		const response = await post("/form/cart", { product_id: String(picked.id), quantity: "2" }, browser(user.cookie));
		expect(response.statusCode).toBe(303);
		expect(response.headers.location).toBe("/products/girls/some-frock?notice=cart-added");
		expect(await lines(user.id)).toEqual([{ variantId: picked.id, quantity: 2 }]);

		// the cart the shopper then sees holds it
		const cart = await call(t.app, {
			method: "POST",
			url: "/api/products/addtocart/fetch",
			headers: user.auth,
			payload: {},
		});
		const body = cart.body as unknown as CartResponse;
		expect(body.response.map((item) => [item.product_id, item.quantity])).toEqual([[picked.id, 2]]);

		// a second tap (a slow phone) adds nothing twice: the line keeps its quantity and the page says so
		const again = await post(
			"/form/cart",
			{ product_id: String(picked.id), quantity: "1" },
			{
				...browser(user.cookie),
				referer: `${PAGE}?variant=${picked.id}&notice=cart-added`,
			},
		);
		expect(again.headers.location).toBe(`/products/girls/some-frock?variant=${picked.id}&notice=cart-kept`);
		expect(await lines(user.id)).toEqual([{ variantId: picked.id, quantity: 2 }]);
	});

	it("adds the size the form's radios chose (a size tapped before hydration), and comes back showing it", async () => {
		const user = await shopper();
		// a seeded product with two active sizes in stock
		const rows = (await t.database.db.execute(sql`select a.id as shown, b.id as chosen, b.size
			from variants a join variants b on b.product_id = a.product_id and b.size <> a.size and b.color = a.color
			where a.active and b.active and a.stock > 3 and b.stock > 3 order by a.id limit 1`)) as unknown as {
			rows: { shown: number; chosen: number; size: string }[];
		};
		const pair = rows.rows[0];
		if (!pair) throw new Error("no product with two sizes");
		const response = await post(
			"/form/cart",
			{ product_id: String(pair.shown), quantity: "1", size: pair.size },
			browser(user.cookie),
		);
		expect(response.headers.location).toBe(`/products/girls/some-frock?variant=${pair.chosen}&notice=cart-added`);
		expect(await lines(user.id)).toEqual([{ variantId: pair.chosen, quantity: 1 }]);
		taken.add(pair.shown);
		taken.add(pair.chosen);
	});

	it("sends a visitor (no cookie, or a logged-out session) to log in, coming back to the page", async () => {
		const picked = await variant();
		const visitor = await post("/form/cart", { product_id: String(picked.id), quantity: "1" }, browser());
		expect(visitor.statusCode).toBe(303);
		expect(visitor.headers.location).toBe(
			`/login?redirect=${encodeURIComponent("/products/girls/some-frock")}&reason=cart`,
		);

		const user = await shopper();
		await call(t.app, { method: "POST", url: "/api/users/logout", headers: user.auth, payload: {} });
		const ended = await post("/form/cart", { product_id: String(picked.id), quantity: "1" }, browser(user.cookie));
		expect(ended.headers.location).toMatch(/^\/login\?redirect=/);
		expect(String(ended.headers["set-cookie"])).toMatch(/^pitara_session=; Path=\/form; Max-Age=0/);
		expect(await lines(user.id)).toEqual([]);
	});

	it("refuses a post from another site, whatever cookie it carries", async () => {
		const user = await shopper();
		const picked = await variant();
		const form = { product_id: String(picked.id), quantity: "1" };
		const crossSite = await post("/form/cart", form, { ...browser(user.cookie), "sec-fetch-site": "cross-site" });
		expect(crossSite.statusCode).toBe(403);
		expect(crossSite.body).toContain("only be sent from the shop's own pages");
		const sameSite = await post("/form/cart", form, { ...browser(user.cookie), "sec-fetch-site": "same-site" });
		expect(sameSite.statusCode).toBe(403);
		// a browser without Sec-Fetch-Site: its Origin must be this host
		const { "sec-fetch-site": _, ...old } = browser(user.cookie);
		expect((await post("/form/cart", form, { ...old, origin: "https://evil.example" })).statusCode).toBe(403);
		expect((await post("/form/cart", form, { ...old, origin: "null" })).statusCode).toBe(403);
		const { origin: __, ...bare } = old;
		expect((await post("/form/cart", form, bare)).statusCode).toBe(403);
		// the whole origin counts, not the host name alone: another port or scheme on this host is another site
		// (issue 22); the request is for http://localhost:3000
		const here = { ...old, host: "localhost:3000" };
		for (const origin of [
			"http://localhost:4000",
			"https://localhost:3000",
			"http://localhost",
			"https://localhost",
			"http://localhost:3000.evil.example",
			"http://user@localhost:3000",
			"localhost:3000",
			"",
		]) {
			expect((await post("/form/cart", form, { ...here, origin })).statusCode, origin).toBe(403);
		}
		expect(await lines(user.id)).toEqual([]);
		// the request's own origin (a shop reached by another name than PUBLIC_URL's) is let through
		expect(
			(await post("/form/cart", form, { ...here, host: "shop.internal:8080", origin: "http://shop.internal:8080" }))
				.headers.location,
		).toMatch(/notice=cart-added$/);
		await t.database.db.delete(cartItems).where(eq(cartItems.userId, user.id));
		// the same browser from the shop's page is let through
		expect((await post("/form/cart", form, old)).headers.location).toMatch(/notice=cart-added$/);
	});

	it("validates the variant, the quantity and the stock on the server", async () => {
		const user = await shopper();
		const picked = await variant(2);
		const noticeOf = async (form: Record<string, string>) =>
			new URL(
				String((await post("/form/cart", form, browser(user.cookie))).headers.location),
				"http://x",
			).searchParams.get("notice");
		expect(await noticeOf({ product_id: "999999999", quantity: "1" })).toBe("not-found");
		expect(await noticeOf({ product_id: "abc", quantity: "1" })).toBe("not-found");
		expect(await noticeOf({ product_id: String(picked.id), quantity: "0" })).toBe("quantity");
		expect(await noticeOf({ product_id: String(picked.id), quantity: "1.5" })).toBe("quantity");
		// at most MAX_LINE_QUANTITY (20) of one variant, as the JSON API
		expect(await noticeOf({ product_id: String(picked.id), quantity: String(MAX_LINE_QUANTITY + 1) })).toBe("quantity");
		expect(await noticeOf({ product_id: String(picked.id) })).toBe("quantity");
		await t.database.db.update(variants).set({ stock: 3 }).where(eq(variants.id, picked.id));
		expect(await noticeOf({ product_id: String(picked.id), quantity: "4" })).toBe("stock-3");
		await t.database.db.update(variants).set({ active: false }).where(eq(variants.id, picked.id));
		expect(await noticeOf({ product_id: String(picked.id), quantity: "1" })).toBe("unavailable");
		await t.database.db.update(variants).set({ active: true }).where(eq(variants.id, picked.id));
		expect(await lines(user.id)).toEqual([]);
	});

	it("answers a post without a Referer back on the product's own page, never another site", async () => {
		const user = await shopper();
		const picked = await variant();
		const [product] = await queryRows<{ category: string; slug: string }>(
			t.database.db,
			sql`select c.name as category, p.slug from variants v join products p on p.id = v.product_id
				join categories c on c.id = p.category_id where v.id = ${picked.id}`,
		);
		const { referer: _, ...noReferer } = browser(user.cookie);
		const response = await post("/form/cart", { product_id: String(picked.id), quantity: "1" }, noReferer);
		expect(response.headers.location).toBe(
			`${productHref(product?.category ?? "", product?.slug ?? "")}?notice=cart-added`,
		);
		const elsewhere = await post(
			"/form/cart",
			{ product_id: String(picked.id), quantity: "1" },
			{
				...browser(user.cookie),
				referer: "https://evil.example/phish",
			},
		);
		expect(elsewhere.headers.location).toMatch(/^\/products\/[^/]+\/[^/?]+\?notice=cart-kept$/);
	});
});

describe("POST /form/wishlist", () => {
	const entries = (userId: number) =>
		t.database.db
			.select({ variantId: wishlistItems.variantId })
			.from(wishlistItems)
			.where(and(eq(wishlistItems.userId, userId)));

	it("keeps the variant (a second tap does not remove it) and sends a visitor to log in", async () => {
		const user = await shopper();
		const picked = await variant(0);
		const first = await post("/form/wishlist", { product_id: String(picked.id) }, browser(user.cookie));
		expect(first.statusCode).toBe(303);
		expect(first.headers.location).toBe("/products/girls/some-frock?notice=wishlist-added");
		const second = await post("/form/wishlist", { product_id: String(picked.id) }, browser(user.cookie));
		expect(second.headers.location).toBe("/products/girls/some-frock?notice=wishlist-kept");
		expect(await entries(user.id)).toEqual([{ variantId: picked.id }]);

		const visitor = await post("/form/wishlist", { product_id: String(picked.id) }, browser());
		expect(visitor.headers.location).toBe(
			`/login?redirect=${encodeURIComponent("/products/girls/some-frock")}&reason=wishlist`,
		);
		const crossSite = await post(
			"/form/wishlist",
			{ product_id: String(picked.id) },
			{
				...browser(user.cookie),
				"sec-fetch-site": "cross-site",
			},
		);
		expect(crossSite.statusCode).toBe(403);
	});
});

describe.skipIf(!built)("the forms on the server-rendered product page (JavaScript off)", () => {
	it("has Add to Cart and the heart as forms, and after a post shows the outcome above the page", async () => {
		const { body } = await call(t.app, { method: "GET", url: "/api/products?category=Girls&page_size=1" });
		const product = (body.response as Product[])[0] as Product;
		const href = productHref(product.category, product.slug);
		const page = await t.app.inject({ url: href });
		expect(page.statusCode).toBe(200);
		const cartForm = /<form [^>]*action="\/form\/cart" method="post">([\s\S]*?)<\/form>/.exec(page.body)?.[1] ?? "";
		const variantId = Number(/name="product_id" value="(\d+)"/.exec(cartForm)?.[1]);
		expect(product.other_info.map((variant) => variant.id)).toContain(variantId);
		expect(cartForm).toContain('name="quantity" value="1"');
		expect(cartForm).toMatch(/<button type="submit"[^>]*>Add to Cart<\/button>/);
		expect(page.body).toMatch(
			new RegExp(
				`<form [^>]*action="/form/wishlist" method="post"><input type="hidden" name="product_id" value="${variantId}"/><button type="submit"`,
			),
		);
		expect(page.body).not.toContain('id="form-notice"');

		const user = await shopper();
		const posted = await post(
			"/form/cart",
			{ product_id: String(variantId), quantity: "1" },
			{
				...browser(user.cookie),
				referer: `http://localhost:3000${href}`,
			},
		);
		expect(posted.statusCode).toBe(303);
		const back = await t.app.inject({ url: String(posted.headers.location) });
		expect(back.statusCode).toBe(200);
		expect(back.headers["cache-control"]).toBe("no-store");
		const notice = back.body.indexOf('id="form-notice"');
		expect(notice).toBeGreaterThan(-1);
		expect(notice).toBeLessThan(back.body.indexOf('<div id="root">'));
		expect(back.body).toMatch(/<p role="status"[^>]*>Added to cart!<a href="\/cart"[^>]*>View cart<\/a><\/p>/);
		// the page itself is the one without the notice (what the browser hydrates)
		expect(back.body.slice(back.body.indexOf('<div id="root">'))).toBe(
			page.body.slice(page.body.indexOf('<div id="root">')),
		);

		// a refusal is an alert; a code the shop never sends, or text, shows nothing
		const refused = await t.app.inject({ url: `${href}?notice=stock-2` });
		expect(refused.body).toMatch(/<p role="alert"[^>]*>Sorry, only 2 left in stock<\/p>/);
		for (const code of ["free-gift", "<script>alert(1)</script>", "stock-99999"]) {
			const other = await t.app.inject({ url: `${href}?notice=${encodeURIComponent(code)}` });
			expect(other.body).not.toContain('id="form-notice"');
			expect(other.body).not.toContain("<script>alert");
		}
	});
});
