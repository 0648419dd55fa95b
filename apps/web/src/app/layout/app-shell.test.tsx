import { readFileSync } from "node:fs";
import path from "node:path";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createMemoryRouter } from "../../lib/router.tsx";
import { mockApi, renderRouter } from "../../test/render.tsx";
import { RootLayout } from "./root-layout.tsx";

const html = readFileSync(path.resolve(import.meta.dirname, "../../../index.html"), "utf8");
const shellHtml = html.slice(html.indexOf('<div id="root">'), html.indexOf("<!--/app-->"));

/** The static header shell of index.html, as the browser parses it. */
function shell(): HTMLElement {
	const box = document.createElement("div");
	box.innerHTML = shellHtml;
	return box;
}

describe("index.html's static header shell", () => {
	it("sits inside #root, so React replaces it", () => {
		expect(shell().textContent).toContain("Pitara");
		expect(shell().querySelector("script")).toBeNull();
	});

	it("has, for every box of it, a box of the real header with the same classes, so nothing jumps when React takes over", async () => {
		mockApi({});
		vi.stubGlobal("scrollTo", vi.fn());
		renderRouter(createMemoryRouter([{ element: <RootLayout />, children: [{ path: "/", element: <h1>Home</h1> }] }]));
		await screen.findByRole("heading", { name: "Home" });
		const rendered = [...document.body.querySelectorAll<HTMLElement>("[class]")];
		// a placeholder stands in for something drawn differently (an icon button is a 40 px square); data-shell-only
		// names the classes only the shell needs (the grey of its pretend search text)
		const unmatched = [...shell().querySelectorAll<HTMLElement>("[class]:not([data-shell-placeholder])")]
			.filter((box) => {
				const shellOnly = (box.dataset.shellOnly ?? "").split(" ");
				const needed = [...box.classList].filter((name) => !shellOnly.includes(name));
				return !rendered.some((real) => needed.every((name) => real.classList.contains(name)));
			})
			.map((box) => box.className);
		expect(unmatched).toEqual([]);
	});
});
