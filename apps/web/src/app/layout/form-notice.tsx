import { formNotice } from "@pitara/shared";

/** The id of the notice in the page; the router removes it at the first navigation (lib/router.tsx). */
export const FORM_NOTICE_ID = "form-notice";

/**
 * Above the page: what Add to Cart or the heart did when they were tapped
 * before the page's JavaScript ran. They are forms then (decision 026); the
 * server answers with a 303 to the page with `?notice=<code>`, and draws this
 * before the app's root for that one answer (entry-server.tsx `renderNotice`),
 * outside what React hydrates: the browser loads no code for it.
 */
export function FormNotice({ code }: { code: string }) {
	const notice = formNotice(code);
	if (!notice) return null;
	return (
		<div id={FORM_NOTICE_ID} className={notice.error ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}>
			<p role={notice.error ? "alert" : "status"} className="mx-auto max-w-7xl px-4 py-3 text-sm font-medium">
				{notice.text}
				{notice.link ? (
					<a href={notice.link.href} className="ml-2 underline">
						{notice.link.label}
					</a>
				) : null}
			</p>
		</div>
	);
}
