import { languageMessages } from "@pitara/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render.tsx";
import { LanguageOffer, LanguageSwitch } from "./language-switch.tsx";

describe("English | हिन्दी (decision 060)", () => {
	afterEach(() => {
		vi.restoreAllMocks();
		// biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the component writes
		document.cookie = "pitara_lang=; max-age=0; path=/";
	});

	it("names the page's language as text and links the same page in the other through /language/", async () => {
		renderWithProviders(<LanguageSwitch />, { path: "/?category=Girls" });
		const nav = await screen.findByRole("navigation", { name: languageMessages.choose });
		expect(nav).toHaveTextContent("English | हिन्दी");
		expect(screen.getByText("English")).toHaveAttribute("aria-current", "true");
		const hindi = screen.getByRole("link", { name: "हिन्दी" });
		expect(hindi).toHaveAttribute("lang", "hi");
		expect(hindi).toHaveAttribute("href", `/language/hi?to=${encodeURIComponent("/hi/?category=Girls")}`);
	});

	it("offers Hindi to a browser that prefers it and has not chosen, and remembers a no", async () => {
		vi.spyOn(navigator, "languages", "get").mockReturnValue(["hi-IN", "en-IN"]);
		renderWithProviders(<LanguageOffer />, { path: "/" });
		const link = await screen.findByRole("link", { name: languageMessages.readInHindi });
		expect(link).toHaveAttribute("href", `/language/hi?to=${encodeURIComponent("/hi/")}`);
		screen.getByRole("button", { name: languageMessages.stayInEnglish }).click();
		expect(document.cookie).toContain("pitara_lang=en");
	});

	it("offers nothing to a browser that prefers English, or once a language is chosen", () => {
		vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-IN", "hi"]);
		renderWithProviders(<LanguageOffer />, { path: "/" });
		expect(screen.queryByRole("link", { name: languageMessages.readInHindi })).toBeNull();
	});
});
