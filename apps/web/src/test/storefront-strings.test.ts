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

	it("finds a field's literal hint, as a shopper reads it under the field", () => {
		const sample = `const F = () => <TextField label={m.phone} hint="We deliver within India." />;`;
		expect(storefrontLiterals("a.tsx", sample)).toEqual(["We deliver within India."]);
		expect(storefrontLiterals("a.tsx", `const F = () => <TextField hint={m.countryHint} />;`)).toEqual([]);
	});

	it("finds a literal text in the storefront's own data, and not a lookup, a brand or a template's values", () => {
		const sample = `const F = [{ id: "shipping", title: "Shipping", answer: faqMessages.x, label: "Instagram", note: \`#\${id} · \${when}\` }];`;
		expect(storefrontLiterals("a.ts", sample)).toEqual(["Shipping"]);
	});

	it("finds a template's own text where a shopper reads it: a child, an aria-label, a title", () => {
		const sample = [
			"const A = ({ name }) => <div>",
			"	<p>{`Hi, $" + "{name}`}</p>",
			"	<button aria-label={`Hi, $" + "{name}: account menu`} title={`Edit $" + "{name}`} />",
			"	<i className={`grid $" + '{wide ? "col-span-2" : ""}`} data-testid={`card-$' + "{id}`} />",
			"</div>;",
		].join("\n");
		expect(storefrontLiterals("a.tsx", sample)).toEqual(["Hi,", "Hi, : account menu", "Edit"]);
	});

	it("finds either branch of a condition in a child or an attribute, not in a class name or a key", () => {
		const sample = [
			`const A = () => <button aria-label={open ? "Hide" : "Show"} className={open ? "bg-brand-600" : "bg-white"}>`,
			`	{open ? "Hide filters" : <b>{m.show}</b>}`,
			`	<span className="sr-only">{inCart ? m.inCart : "Adds to cart"}</span>`,
			`	<img alt={(picture.alt ?? "Picture") as string} key={open ? "a" : "b"} />`,
			"</button>;",
		].join("\n");
		expect(storefrontLiterals("a.tsx", sample)).toEqual(["Hide", "Show", "Hide filters", "Adds to cart", "Picture"]);
	});

	it("finds a fallback text of a logical expression", () => {
		const sample = `const A = ({ note }) => <p title={note || "No note"}>{note ?? "None"} {count > 0 && "in stock"} {a || b}</p>;`;
		expect(storefrontLiterals("a.tsx", sample)).toEqual(["No note", "None", "in stock"]);
	});

	it("finds a table of texts under another property's name, not ids, links, class names, keys or values", () => {
		const sample = [
			`const FABRICS = [{ name: "Cotton", value: "cotton", id: "Cotton", href: "/products?fabric=Cotton", colour: "bg-rose-200 text-rose-900" },`,
			`	{ name: "Pure silk", slug: "pure-silk", testId: "fabric-silk", sort: "Newest", code: "SILK_PURE", emoji: "🧵" }];`,
			`const NOTES = ["Wash cold, dry in shade", "sm:grid-cols-2 lg:grid-cols-4", "Cotton", "price_asc"];`,
		].join("\n");
		expect(storefrontLiterals("a.ts", sample)).toEqual(["Cotton", "Pure silk", "Wash cold, dry in shade"]);
	});

	it("finds what a toast, a notice and errorMessage's fallback say, and the tab's title", () => {
		const sample = [
			`toast.success("Saved!"); toast.error(data.message || "Could not save"); notify(\`Hi, \${name}\`);`,
			`toast.success(m.saved); toast.error(errorMessage(error, "Failed to save")); errorMessage(error);`,
			`document.title = \`\${title} · Pitara\`; document.title = m.title; window.name = "Pitara window";`,
			`other.success("not a toast");`,
		].join("\n");
		expect(storefrontLiterals("a.ts", sample)).toEqual(["Saved!", "Could not save", "Hi,", "Failed to save"]);
	});

	it("finds the read-out aria-* texts, not the ones that are ids or states", () => {
		const sample = `const A = () => <div aria-roledescription="carousel" aria-valuetext={\`\${n} of 5\`} aria-labelledby="heading-id" aria-live="polite" aria-current="page" aria-controls="menu-panel" />;`;
		expect(storefrontLiterals("a.tsx", sample)).toEqual(["carousel", "of 5"]);
	});

	it("finds a conditional or a template message of the API, not a console one", () => {
		const sample = [
			`const answer = { status: true, message: action === "confirm" ? "Your order is confirmed" : m.cancelled };`,
			`throw conflict(from === to ? \`This order is already \${to}\` : m.refused(from, to), "X");`,
			`// check-texts: console\nconst courier = { message: ok ? "Picked up" : "Failed" };`,
		].join("\n");
		expect(apiLiterals("a.ts", sample)).toEqual(["Your order is confirmed", "This order is already"]);
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
