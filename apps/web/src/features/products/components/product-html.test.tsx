import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductHtml } from "./product-html.tsx";

/** What the component shows once DOMPurify (loaded on demand) has sanitised the HTML: nothing before. */
const shown = async (html: string) => {
	const { container } = render(<ProductHtml html={html} />);
	expect(container.innerHTML).toBe("");
	await waitFor(() => expect(container.innerHTML).not.toBe(""));
	return container.innerHTML;
};

describe("ProductHtml", async () => {
	it("keeps text structure, lists, tables and http(s) or mailto links", async () => {
		const html = await shown(
			'<p>Soft <strong>cotton</strong></p><ul><li>Wash cold</li></ul><table><tbody><tr><th>Size</th><td>2-3</td></tr></tbody></table><a href="https://pitara.in/care" title="Care">care</a><a href="mailto:help@pitara.in">mail</a>',
		);
		expect(html).toContain("<p>Soft <strong>cotton</strong></p><ul><li>Wash cold</li></ul>");
		expect(html).toContain("<table><tbody><tr><th>Size</th><td>2-3</td></tr></tbody></table>");
		expect(html).toContain(
			'<a href="https://pitara.in/care" title="Care" rel="noopener noreferrer nofollow" target="_blank">care</a>',
		);
		expect(html).toContain(
			'<a href="mailto:help@pitara.in" rel="noopener noreferrer nofollow" target="_blank">mail</a>',
		);
	});

	it("drops scripts, handlers, styles, images and links that are not http(s) or mailto", async () => {
		const html = await shown(
			'<p onclick="alert(1)" style="color:red">x</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><iframe src="https://evil.example"></iframe>',
		);
		expect(html).toContain("<p>x</p>");
		expect(html).not.toMatch(/script|onclick|onerror|style=|<img|iframe|javascript:|data:/);
		expect(html).toContain(
			'<a rel="noopener noreferrer nofollow" target="_blank">j</a><a rel="noopener noreferrer nofollow" target="_blank">d</a>',
		);
	});

	it("keeps what the server's allow-list keeps: table spans and scope, a link's rel and target set by the shop", async () => {
		const html = await shown(
			'<table><thead><tr><th scope="col" colspan="2">Size</th></tr></thead><tbody><tr><td rowspan="2" colspan="1">2-3</td></tr></tbody></table><a href="https://pitara.in/care" rel="opener" target="_self">care</a>',
		);
		expect(html).toContain('<th scope="col" colspan="2">Size</th>');
		expect(html).toContain('<td rowspan="2" colspan="1">2-3</td>');
		expect(html).toContain(
			'<a href="https://pitara.in/care" rel="noopener noreferrer nofollow" target="_blank">care</a>',
		);
	});

	it("keeps an attribute only on the tags the server keeps it on", async () => {
		const html = await shown('<p title="x" colspan="2">t</p><a href="https://pitara.in" scope="row">l</a>');
		expect(html).toContain("<p>t</p>");
		expect(html).not.toContain("scope");
	});
});
