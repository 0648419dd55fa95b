import { privacyNotice as n, privacyCentreMessages } from "@pitara/shared";
import { Link } from "../../../lib/router.tsx";

/** The itemised privacy notice (DPDP §5): each item, why, how long, who receives it, and whether it is by consent. */
export function PrivacyNotice() {
	return (
		<div className="space-y-6 text-slate-700">
			<p>{n.intro}</p>
			{/* scrolls sideways on a phone: a keyboard can reach it (tabIndex), named for a screen reader */}
			{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable) */}
			<section className="overflow-x-auto rounded-xl ring-1 ring-slate-200" tabIndex={0} aria-label={n.headers.item}>
				<table className="min-w-full divide-y divide-slate-200 text-left text-sm">
					<caption className="sr-only">{n.title}</caption>
					<thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
						<tr>
							<th scope="col" className="px-3 py-2">
								{n.headers.item}
							</th>
							<th scope="col" className="px-3 py-2">
								{n.headers.why}
							</th>
							<th scope="col" className="px-3 py-2">
								{n.headers.howLong}
							</th>
							<th scope="col" className="px-3 py-2">
								{n.headers.sharedWith}
							</th>
						</tr>
					</thead>
					<tbody className="divide-y divide-slate-100 bg-white">
						{n.items.map((row) => (
							<tr key={row.item}>
								<th scope="row" className="px-3 py-2 align-top font-semibold text-slate-900">
									{row.item}
									<span
										className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${row.consent ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700"}`}
									>
										{row.consent ? n.consent : n.needed}
									</span>
								</th>
								<td className="px-3 py-2 align-top">{row.why}</td>
								<td className="px-3 py-2 align-top">{row.howLong}</td>
								<td className="px-3 py-2 align-top">{row.sharedWith}</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
			<section aria-labelledby="notice-consent">
				<h2 id="notice-consent" className="text-lg font-bold text-slate-900">
					{n.consentTitle}
				</h2>
				<p className="mt-1">{n.consentBody}</p>
			</section>
			<section aria-labelledby="notice-rights">
				<h2 id="notice-rights" className="text-lg font-bold text-slate-900">
					{n.rightsTitle}
				</h2>
				<ul className="mt-1 list-disc space-y-1 pl-5">
					{n.rights.map((right) => (
						<li key={right}>{right}</li>
					))}
				</ul>
				<p className="mt-2">
					<Link to="/account/privacy" className="font-semibold text-brand-700 hover:underline">
						{privacyCentreMessages.accountPrivacyLink}
					</Link>{" "}
					·{" "}
					<Link to="/grievance-officer" className="font-semibold text-brand-700 hover:underline">
						{privacyCentreMessages.grievanceLink}
					</Link>
				</p>
			</section>
			<section aria-labelledby="notice-board">
				<h2 id="notice-board" className="text-lg font-bold text-slate-900">
					{n.boardTitle}
				</h2>
				<p className="mt-1">{n.boardBody}</p>
			</section>
		</div>
	);
}
