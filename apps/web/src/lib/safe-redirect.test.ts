import { describe, expect, it } from "vitest";
import { loginHref, safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
	it("keeps a path of this site with its query and hash", () => {
		expect(safeRedirect("/addresses")).toBe("/addresses");
		expect(safeRedirect("/products?category=Girls&subcategory=Frocks#top")).toBe(
			"/products?category=Girls&subcategory=Frocks#top",
		);
	});

	it("refuses anything that could leave the site", () => {
		for (const raw of [
			"//evil.example/x",
			"/\\evil.example",
			"https://evil.example",
			"javascript:alert(1)",
			"evil.example",
			"/\t/evil.example",
			"/%0a",
			"",
			null,
			undefined,
		]) {
			const result = safeRedirect(raw);
			expect(result.startsWith("/") && !result.startsWith("//"), String(raw)).toBe(true);
			expect(new URL(result, "http://shop.test").host).toBe("shop.test");
		}
		expect(safeRedirect("//evil.example")).toBe("/");
		expect(safeRedirect("https://evil.example", "/profile")).toBe("/profile");
	});

	it("never yields a protocol-relative or another site's URL, over many tricky inputs (issue 22)", () => {
		expect(safeRedirect("/.//evil.example")).toBe("/");
		const pieces = [
			"/",
			"//",
			"\\",
			".",
			"..",
			"./",
			"../",
			"%2e",
			"%2E",
			"%2f",
			"%2F",
			"%5c",
			"%5C",
			"%09",
			"\t",
			"\n",
			"\u0000",
			" ",
			":",
			"@",
			"?",
			"#",
			"evil.example",
			"evil.example:443",
			"user:pass@evil.example",
			"javascript:alert(1)",
			"https:",
			"http://evil.example",
			"a",
			"products",
			";",
			"\u3002",
			"\uff0f",
		];
		// mulberry32: the same inputs at every run
		let seed = 22;
		const random = (max: number) => {
			seed = (seed + 0x6d2b79f5) | 0;
			let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
			x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
			return ((x ^ (x >>> 14)) >>> 0) % max;
		};
		const inputs = new Set<string>([
			"/.//evil.example",
			"/./\\evil.example",
			"/x/..//evil.example",
			"/%2e//evil.example",
		]);
		for (const first of pieces) for (const second of pieces) inputs.add(`/${first}${second}evil.example`);
		while (inputs.size < 20_000) {
			let raw = random(3) === 0 ? "" : "/";
			for (let i = 1 + random(7); i > 0; i -= 1) raw += pieces[random(pieces.length)];
			inputs.add(raw);
		}
		for (const raw of inputs) {
			const result = safeRedirect(raw);
			const where = JSON.stringify(raw);
			expect(result.startsWith("/"), where).toBe(true);
			expect(result.startsWith("//") || result.startsWith("/\\"), where).toBe(false);
			// no character a browser would strip or turn into a slash before reading the URL
			// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is looked for
			expect(/[\u0000-\u0020\u007f\\]/.test(result), where).toBe(false);
			const followed = new URL(result, "http://shop.test/somewhere/deep");
			expect(followed.host, where).toBe("shop.test");
			expect(followed.protocol, where).toBe("http:");
			// and it is its own answer: redirecting again goes to the same place
			expect(safeRedirect(result), where).toBe(result);
		}
	});

	it("does not go back to login or registration", () => {
		expect(safeRedirect("/login?redirect=/x")).toBe("/");
		expect(safeRedirect("/register")).toBe("/");
	});

	it("builds the login link that comes back", () => {
		expect(loginHref("/addresses?x=1")).toBe("/login?redirect=%2Faddresses%3Fx%3D1");
	});
});
