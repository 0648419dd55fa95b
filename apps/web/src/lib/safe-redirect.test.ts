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

	it("does not go back to login or registration", () => {
		expect(safeRedirect("/login?redirect=/x")).toBe("/");
		expect(safeRedirect("/register")).toBe("/");
	});

	it("builds the login link that comes back", () => {
		expect(loginHref("/addresses?x=1")).toBe("/login?redirect=%2Faddresses%3Fx%3D1");
	});
});
