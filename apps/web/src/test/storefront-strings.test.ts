// @vitest-environment node
import { describe, expect, it } from "vitest";
import { apiLiterals, literalsLeft, storefrontLiterals } from "../../../../scripts/check-texts.mjs";

/**
 * The seam for translation (decisions 038 and 046): a text a shopper reads comes from the messages catalogue
 * (packages/shared/src/messages, one module per domain, each text a named export looked up by id), never from a
 * literal in a storefront component or in an API answer, so that a second language is data. scripts/check-texts.mjs
 * counts the literals left (JSX text with a letter, the string value of aria-label, placeholder, title, alt and label;
 * a literal error or field message of the API) and fails `npm run lint` and `npm run build` on one; this runs the same
 * count with the unit tests. Allowed by rule: brand names and symbols, and the console's files (English only).
 */
describe("shopper-facing texts come from the messages catalogue", () => {
	it("no storefront component and no shopper-facing API answer has a literal text", () => {
		expect(literalsLeft().map(([file, text]) => `${file}: ${text}`)).toEqual([]);
	}, 60_000);

	it("finds a literal text in JSX and in a shopper-facing attribute, and not a catalogue lookup", () => {
		const sample = `const A = () => <p aria-label="Close menu">Hello {messages.x}<b>{t("y")}</b> Pitara <i title={x} /></p>;`;
		expect(storefrontLiterals("a.tsx", sample)).toEqual(["Close menu", "Hello"]);
	});

	it("finds a literal text in the storefront's own data, and not a lookup, a brand or a template's values", () => {
		const sample = `const F = [{ id: "shipping", title: "Shipping", answer: faqMessages.x, label: "Instagram", note: \`#\${id} · \${when}\` }];`;
		expect(storefrontLiterals("a.ts", sample)).toEqual(["Shipping"]);
	});

	it("finds a literal API message, and not a catalogue lookup or a console-only schema", () => {
		const sample = [
			`throw notFound("Order not found", "ORDER_NOT_FOUND");`,
			`throw conflict(messages.orders.notFound, "X");`,
			`const q = z.number({ error: "page must be a number" }).min(1, "page starts at 1").max(5, e.tooLarge);`,
			`const adminThing = z.string().min(1, "Staff only");`,
			`// check-texts: console\nconst parcel = z.string().min(1, "Staff only too");`,
		].join("\n");
		expect(apiLiterals("a.ts", sample)).toEqual(["Order not found", "page starts at 1", "page must be a number"]);
	});
});
