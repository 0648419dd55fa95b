import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeProductHtml } from "./sanitize-html.ts";

describe("sanitizeProductHtml", () => {
	it("keeps text structure, lists, tables and safe links", () => {
		const html =
			'<p>Soft <strong>cotton</strong> <em>frock</em></p><ul><li>Wash cold</li></ul><table><tbody><tr><th>Size</th><td>2-3</td></tr></tbody></table><a href="https://pitara.in/care">care</a>';
		expect(sanitizeProductHtml(html)).toBe(
			'<p>Soft <strong>cotton</strong> <em>frock</em></p><ul><li>Wash cold</li></ul><table><tbody><tr><th>Size</th><td>2-3</td></tr></tbody></table><a href="https://pitara.in/care" rel="noopener noreferrer nofollow" target="_blank">care</a>',
		);
	});

	it.each([
		["<script>alert(1)</script><p>x</p>", "<p>x</p>"],
		['<img src="x" onerror="alert(1)">', ""],
		['<p onclick="alert(1)" style="color:red">x</p>', "<p>x</p>"],
		['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
		['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
		[
			'<a href="data:text/html,<script>alert(1)</script>">x</a>',
			'<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
		],
		['<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg><style>*{}</style>', ""],
		['<form action="/x"><input name="a"></form>', ""],
	])("removes what can run: %s", (input, output) => {
		expect(sanitizeProductHtml(input)).toBe(output);
	});

	it("answers an empty string for nothing", () => {
		expect(sanitizeProductHtml(null)).toBe("");
		expect(sanitizeProductHtml("")).toBe("");
	});
});

describe("htmlToText", () => {
	it("reads the visible text with spaces between blocks", () => {
		expect(htmlToText("<p>One &amp; two</p><ul><li>three</li><li>four</li></ul><script>x</script>")).toBe(
			"One & two three four",
		);
	});
});
