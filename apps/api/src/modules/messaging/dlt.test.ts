import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTemplate, hasLanguage, LANGUAGES, sampleText, TEMPLATE_DEFAULTS, valuesIn } from "./defaults.ts";
import { checkText, DLT_VAR, DLT_VAR_MAX, linksOffDomains, matchBody, renderBody } from "./dlt.ts";

// fixed words are letters and punctuation, values are digits, spaces and "₹,." : a value can never stand in for a fixed letter
const fixedPart = fc.stringMatching(/^[A-Za-z :#!]{1,20}$/);
const value = fc.stringMatching(/^[0-9 ₹,.]{0,30}$/);
const template = fc
	.tuple(fc.array(fixedPart, { minLength: 1, maxLength: 6 }), fc.boolean(), fc.boolean())
	.map(([parts, leading, trailing]) => ({
		body: `${leading ? DLT_VAR : ""}${parts.join(DLT_VAR)}${trailing ? DLT_VAR : ""}`,
	}));

const valuesFor = (body: string) =>
	fc.array(value, { minLength: body.split(DLT_VAR).length - 1, maxLength: body.split(DLT_VAR).length - 1 });

describe("the DLT body matcher", () => {
	it("a rendered message always matches its own template, giving back its values", () => {
		fc.assert(
			fc.property(
				template.chain(({ body }) => fc.tuple(fc.constant(body), valuesFor(body))),
				([body, values]) => {
					const text = renderBody(body, values);
					expect(matchBody(body, text)).not.toBeNull();
					expect(checkText([{ key: "t", smsBody: body, linkDomains: [] }], text).ok).toBe(true);
				},
			),
		);
	});

	it("a changed fixed word never matches", () => {
		fc.assert(
			fc.property(
				template.chain(({ body }) =>
					fc.tuple(fc.constant(body), valuesFor(body), fc.nat(), fc.constantFrom(..."QXZqxz")),
				),
				([body, values, at, letter]) => {
					const parts = body.split(DLT_VAR);
					const letters = parts.flatMap((part, p) => [...part].map((_, i) => [p, i] as const));
					const [p, i] = letters[at % letters.length] as readonly [number, number];
					const part = parts[p] as string;
					fc.pre(part[i] !== letter);
					parts[p] = part.slice(0, i) + letter + part.slice(i + 1);
					const text = renderBody(parts.join(DLT_VAR), values);
					// a {#var#} is a wildcard, so the changed letter can only pass as part of a variable's value
					// (e.g. "{#var#} {#var#}" also reads "Q " as the values "Q" and ""): never as the fixed word
					const got = matchBody(body, text);
					expect(got === null || got.some((value) => value.includes(letter))).toBe(true);
				},
			),
		);
	});

	it("a value longer than 30 characters does not match", () => {
		const body = `Your code is ${DLT_VAR}.`;
		expect(matchBody(body, `Your code is ${"1".repeat(DLT_VAR_MAX)}.`)).toEqual(["1".repeat(DLT_VAR_MAX)]);
		expect(matchBody(body, `Your code is ${"1".repeat(DLT_VAR_MAX + 1)}.`)).toBeNull();
		expect(() => renderBody(body, ["1".repeat(DLT_VAR_MAX + 1)])).toThrow();
	});

	it("links only on the allowed domains (and their subdomains)", () => {
		expect(linksOffDomains("see https://pitara.in/p/1 and https://www.pitara.in/c", ["pitara.in"])).toEqual([]);
		expect(linksOffDomains("see https://evil.example/p/1", ["pitara.in"])).toEqual(["https://evil.example/p/1"]);
		expect(linksOffDomains("see https://pitara.in.evil.example/x", ["pitara.in"])).toHaveLength(1);
		expect(linksOffDomains("see www.other.in now", ["pitara.in"])).toEqual(["www.other.in"]);
		const body = `Pitara: back: ${DLT_VAR}`;
		const verdict = checkText(
			[{ key: "b", smsBody: body, linkDomains: ["pitara.in"] }],
			"Pitara: back: https://bit.ly/x",
		);
		expect(verdict).toMatchObject({ ok: false, reason: expect.stringContaining("bit.ly") });
	});

	it("every default's sample is its own template, and the most specific template wins", () => {
		const templates = TEMPLATE_DEFAULTS.map((entry) => ({ ...entry, linkDomains: ["pitara.in"] }));
		for (const entry of TEMPLATE_DEFAULTS) {
			const verdict = checkText(templates, sampleText(entry));
			expect(verdict.ok && verdict.template.key).toBe(entry.key);
		}
		expect(checkText(templates, "Hi, buy now at https://pitara.in").ok).toBe(false);
	});

	it("each Hindi template is its own template: its sample matches it, in Hindi, never an English one (decision 062)", () => {
		const catalogue = TEMPLATE_DEFAULTS.flatMap((entry) =>
			LANGUAGES.filter((language) => hasLanguage(entry, language)).map((language) => ({
				...defaultTemplate(entry, language),
				linkDomains: ["pitara.in"],
			})),
		);
		const hindi = catalogue.filter((template) => template.language === "hi");
		expect(hindi.map((template) => template.key)).toEqual(
			expect.arrayContaining(["login-code", "order-placed", "order-shipped", "order-delivered", "order-cancelled"]),
		);
		for (const template of hindi) {
			const entry = TEMPLATE_DEFAULTS.find((each) => each.key === template.key);
			if (!entry) throw new Error(template.key);
			const verdict = checkText(catalogue, sampleText(entry, "hi"));
			expect(verdict.ok && [verdict.template.key, verdict.template.language], template.key).toEqual([
				template.key,
				"hi",
			]);
			// the values as the Hindi template takes them: put into Hindi where the event words them (decision 069)
			expect(verdict.ok && verdict.values, template.key).toEqual(valuesIn(entry.key, "hi", entry.sample));
			expect(template.smsBody).toMatch(/[\u0900-\u097F]/);
			expect(template.smsTemplateId).not.toBe(defaultTemplate(entry, "en").smsTemplateId);
		}
	});
});
