import { alertMessages as m } from "@pitara/shared";
import { useId } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { Link } from "../../../lib/router.tsx";
import { useAccountMessages, useChangeMessages } from "../api/messages.ts";

/**
 * The words of each consent, from this build's catalogue (Hindi on /hi pages): the same words, by the same id, that the
 * API records in the consent ledger for a consent given from a page of this language (decision 071).
 */
const CONSENT_WORDS: Record<string, string> = {
	"whatsapp:transactional": m.consentWhatsAppTransactional,
	"sms:promotional": m.consentSmsPromotional,
	"whatsapp:promotional": m.consentWhatsAppPromotional,
};

/**
 * The profile's "Messages" (issue 26 items 4–5): each consent a checkbox the shopper turns on or off with one
 * tap (order updates and login codes by SMS need none), the sizes they asked to hear about and the wishlist
 * items whose price they watch, each with Stop.
 */
export function MessagesSettings() {
	const headingId = useId();
	const messages = useAccountMessages();
	const change = useChangeMessages();
	const failure = change.consent.error ?? change.stop.error ?? change.stopPrice.error;
	return (
		<section aria-labelledby={headingId} className="rounded-2xl border border-slate-100 bg-white p-5 shadow-sm sm:p-6">
			<h2 id={headingId} className="mb-2 text-lg font-semibold text-slate-900">
				{m.settingsTitle}
			</h2>
			<p className="mb-3 text-sm text-slate-600">{m.settingsIntro}</p>
			{failure ? <Alert>{errorMessage(failure, m.saveFailed)}</Alert> : null}
			{messages.isError ? (
				<Alert>{errorMessage(messages.error, m.loadFailed)}</Alert>
			) : !messages.data ? (
				<p className="text-sm text-slate-500">{m.settingsLoading}</p>
			) : (
				<>
					<ul className="space-y-2">
						{messages.data.consents.map((consent) => (
							<li key={consent.kind}>
								<label className="flex items-start gap-3 text-sm text-slate-800">
									<input
										type="checkbox"
										className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
										// the tap shows at once; the saved answer follows
										checked={
											change.consent.isPending && change.consent.variables?.kind === consent.kind
												? change.consent.variables.granted
												: consent.granted
										}
										disabled={change.consent.isPending}
										onChange={(event) => change.consent.mutate({ kind: consent.kind, granted: event.target.checked })}
									/>
									{CONSENT_WORDS[consent.kind] ?? consent.text}
								</label>
							</li>
						))}
					</ul>
					<h3 className="mb-2 mt-5 font-semibold text-slate-900">{m.alertsTitle}</h3>
					{messages.data.alerts.length === 0 ? (
						<p className="text-sm text-slate-600">{m.alertsNone}</p>
					) : (
						<ul className="divide-y divide-slate-100 text-sm" aria-label={m.alertsTitle}>
							{messages.data.alerts.map((alert) => (
								<li key={alert.id} className="flex items-center justify-between gap-3 py-2">
									<Link to={alert.href} className="min-w-0 text-slate-900 hover:underline">
										<span className="block truncate font-medium">{alert.name}</span>
										<span className="text-slate-500">
											{alert.size} · {alert.color}
										</span>
									</Link>
									<Button
										size="sm"
										variant="secondary"
										loading={change.stop.isPending && change.stop.variables === alert.id}
										onClick={() => change.stop.mutate(alert.id)}
										aria-label={m.stopAlert(alert.name, alert.size)}
									>
										{m.stop}
									</Button>
								</li>
							))}
						</ul>
					)}
					<h3 className="mb-2 mt-5 font-semibold text-slate-900">{m.priceAlertsTitle}</h3>
					{messages.data.price_alerts.length === 0 ? (
						<p className="text-sm text-slate-600">{m.priceAlertsNone}</p>
					) : (
						<ul className="divide-y divide-slate-100 text-sm" aria-label={m.priceAlertsTitle}>
							{messages.data.price_alerts.map((alert) => (
								<li key={alert.id} className="flex items-center justify-between gap-3 py-2">
									<Link to={alert.href} className="min-w-0 text-slate-900 hover:underline">
										<span className="block truncate font-medium">{alert.name}</span>
										<span className="text-slate-500">
											{alert.size} · {m.priceAlertSince(formatRupees(alert.base_price))}
										</span>
									</Link>
									<Button
										size="sm"
										variant="secondary"
										loading={change.stopPrice.isPending && change.stopPrice.variables === alert.id}
										onClick={() => change.stopPrice.mutate(alert.id)}
										aria-label={m.stopPriceAlert(alert.name, alert.size)}
									>
										{m.stop}
									</Button>
								</li>
							))}
						</ul>
					)}
				</>
			)}
		</section>
	);
}
