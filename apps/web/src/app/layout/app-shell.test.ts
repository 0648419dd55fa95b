import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("index.html's static header shell", () => {
	const html = read("../../../index.html");
	const root = html.slice(html.indexOf('<div id="root">'), html.indexOf("<!--/app-->"));

	it("sits inside #root, so React replaces it", () => {
		expect(root).toContain("Pitara");
		expect(root).not.toContain("<script");
	});

	it("uses the real header's classes for every box that sets its height, so nothing jumps when React takes over", () => {
		const header = read("./header.tsx");
		const categoryBar = read("./category-bar.tsx");
		const searchBox = read("./search-box.tsx");
		for (const [classes, source] of [
			["sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur", header],
			["mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 md:flex-nowrap md:gap-6", header],
			["flex min-h-10 shrink-0 items-center gap-2", header],
			["text-xl font-extrabold tracking-tight text-brand-700", header],
			["order-last w-full md:order-none md:max-w-xl md:flex-1", header],
			["hidden border-t border-slate-100 bg-white md:block", categoryBar],
			["mx-auto flex max-w-7xl items-center px-4", categoryBar],
			["h-10 w-full rounded-full border border-slate-200 bg-slate-50 py-2 pl-10 pr-4 text-sm", searchBox],
		] as const) {
			expect(root, classes).toContain(`class="${classes}`);
			expect(source, classes).toContain(classes);
		}
	});
});
