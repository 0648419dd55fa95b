/**
 * The inline `<style>` blocks the server writes into pages, in one place because the Content-Security-Policy
 * allows each by its sha-256 (plugins/security.ts): a style changed here changes its hash there too.
 */

/** The test gateway's payment page's one inline style (http/store/test-gateway.pages.ts). */
export const TEST_GATEWAY_STYLE = `
	*{box-sizing:border-box}
	body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
	main{max-width:420px;margin:0 auto;padding:24px 16px}
	.card{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(15,23,42,.12);padding:24px}
	.brand{font-size:13px;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#475569;margin:0 0 4px}
	h1{font-size:20px;margin:0 0 16px}
	dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}
	dt{color:#475569}
	dd{margin:0;text-align:right;font-weight:600}
	.amount{font-size:28px;font-weight:700;margin:8px 0 20px}
	.note{font-size:14px;color:#475569;background:#fef3c7;border-radius:10px;padding:10px 12px;margin:0 0 20px}
	form{display:grid;gap:12px}
	button{font:inherit;font-weight:600;border:0;border-radius:12px;padding:14px 16px;min-height:48px;cursor:pointer}
	.pay{background:#15803d;color:#fff}
	.pay:hover{background:#166534}
	.fail{background:#fff;color:#b91c1c;border:2px solid #fca5a5}
	.fail:hover{background:#fef2f2}
	button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
	a{color:#be185d}
`;
