import {
	amountMessages,
	cartMessages,
	checkoutMessages,
	type Invoice,
	ordersMessages,
	type Paise,
	paiseToRupees,
	paymentStatusText,
	roundOffIn,
	type TaxDocument,
} from "@pitara/shared";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useDownloadTaxDocumentPdf } from "../api/download-tax-document.ts";
import { useInvoice } from "../api/get-invoice.ts";
import { creditNotesOf, downloadInvoice } from "../lib/invoice-text.ts";

function Field({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div>
			<dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
			<dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
		</div>
	);
}

function Amount({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
	return (
		<div className={`flex justify-between gap-4 ${strong ? "border-t border-slate-200 pt-2 text-base font-bold" : ""}`}>
			<dt>{label}</dt>
			<dd className="tabular-nums">{children}</dd>
		</div>
	);
}

const rupees = (paise: Paise) => formatRupees(paiseToRupees(paise));

/** A tax invoice's (or credit note's) number, seller, place of supply, GST lines and totals, as issued. */
function TaxDocumentView({ document }: { document: TaxDocument }) {
	const title = document.kind === "invoice" ? "Tax invoice" : "Credit note";
	const intra = document.intra_state;
	return (
		<section
			aria-label={`${title} ${document.number}`}
			className="mt-4 rounded-lg border border-slate-200 p-3 text-sm text-slate-700"
		>
			<h4 className="font-semibold text-slate-900">
				{title} {document.number}
			</h4>
			<p>
				{formatDate(document.issued_at)}
				{document.against ? ordersMessages.againstInvoice(document.against) : ""}
			</p>
			<p className="mt-1">
				{document.seller.legal_name}
				{ordersMessages.gstin}
				{document.seller.gstin} · {document.seller.address_lines.join(", ")}
			</p>
			<p>
				{ordersMessages.placeOfSupply}
				{document.place_of_supply}
			</p>
			<section
				className="mt-2 overflow-x-auto"
				// biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, it scrolls sideways, and a keyboard must reach it to scroll it
				tabIndex={0}
				aria-label={ordersMessages.gstByLineOf(document.number)}
			>
				<table className="w-full text-left text-xs">
					<caption className="sr-only">{ordersMessages.gstByLine}</caption>
					<thead className="border-b border-slate-200 uppercase tracking-wide text-slate-500">
						<tr>
							<th scope="col" className="py-1 pr-2 font-medium">
								{ordersMessages.item}
							</th>
							<th scope="col" className="px-2 py-1 font-medium">
								{ordersMessages.hsnSac}
							</th>
							<th scope="col" className="px-2 py-1 text-right font-medium">
								{ordersMessages.taxable}
							</th>
							<th scope="col" className="px-2 py-1 text-right font-medium">
								{ordersMessages.gst}
							</th>
							{intra ? (
								<>
									<th scope="col" className="px-2 py-1 text-right font-medium">
										{ordersMessages.cgst}
									</th>
									<th scope="col" className="px-2 py-1 text-right font-medium">
										{ordersMessages.sgst}
									</th>
								</>
							) : (
								<th scope="col" className="px-2 py-1 text-right font-medium">
									{ordersMessages.igst}
								</th>
							)}
							<th scope="col" className="py-1 pl-2 text-right font-medium">
								{ordersMessages.amount}
							</th>
						</tr>
					</thead>
					<tbody>
						{document.lines.map((line, index) => (
							// lines have no id of their own; their order is the invoice's
							// biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never move
							<tr key={index} className="border-b border-slate-100">
								<td className="py-1 pr-2">
									{line.description}
									{line.quantity > 1 ? ` × ${line.quantity}` : ""}
								</td>
								<td className="px-2 py-1">{line.hsn}</td>
								<td className="px-2 py-1 text-right tabular-nums">{rupees(line.taxable)}</td>
								<td className="px-2 py-1 text-right tabular-nums">{line.rate}%</td>
								{intra ? (
									<>
										<td className="px-2 py-1 text-right tabular-nums">{rupees(line.cgst)}</td>
										<td className="px-2 py-1 text-right tabular-nums">{rupees(line.sgst)}</td>
									</>
								) : (
									<td className="px-2 py-1 text-right tabular-nums">{rupees(line.igst)}</td>
								)}
								<td className="py-1 pl-2 text-right tabular-nums">{rupees(line.gross)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
			<dl className="mt-2 ml-auto max-w-xs space-y-1" data-testid={`${document.kind}-totals`}>
				<Amount label={ordersMessages.taxableValue}>{rupees(document.totals.taxable)}</Amount>
				{intra ? (
					<>
						<Amount label={ordersMessages.cgst}>{rupees(document.totals.cgst)}</Amount>
						<Amount label={ordersMessages.sgst}>{rupees(document.totals.sgst)}</Amount>
					</>
				) : (
					<Amount label={ordersMessages.igst}>{rupees(document.totals.igst)}</Amount>
				)}
				{document.totals.round_off ? (
					<Amount label={cartMessages.roundOff}>{rupees(document.totals.round_off)}</Amount>
				) : null}
				<Amount label={ordersMessages.total} strong>
					{rupees(document.totals.total)}
				</Amount>
			</dl>
		</section>
	);
}

function InvoiceBody({ invoice }: { invoice: Invoice }) {
	return (
		<>
			<dl className="mt-3 grid gap-3 sm:grid-cols-2">
				<Field label={ordersMessages.customer}>
					<span className="block">{invoice.full_name}</span>
					<span className="block text-slate-600">{invoice.email}</span>
					<span className="block text-slate-600">{invoice.phone}</span>
				</Field>
				<Field label={ordersMessages.shippingAddress}>
					<span className="block">
						{invoice.addressUserName} ({invoice.addressUserPhone})
					</span>
					<span className="block text-slate-600">{invoice.address_line1}</span>
					{invoice.address_line2 ? <span className="block text-slate-600">{invoice.address_line2}</span> : null}
					<span className="block text-slate-600">
						{invoice.city}, {invoice.state} {invoice.pincode}, {invoice.country}
					</span>
				</Field>
				<Field label={ordersMessages.orderDate}>{formatDate(invoice.orderCreationDate)}</Field>
				<Field label={ordersMessages.status}>
					{ordersMessages.orderStatuses[invoice.orderStatus] ?? invoice.orderStatus}
				</Field>
				<Field label={ordersMessages.paymentMode}>
					{checkoutMessages.paymentModes[invoice.payment_mode] ?? invoice.payment_mode}
				</Field>
				<Field label={ordersMessages.paymentStatus}>
					{invoice.payment_status
						? (ordersMessages.paymentStatusWords[paymentStatusText(invoice)] ?? paymentStatusText(invoice))
						: ordersMessages.notApplicable}
				</Field>
			</dl>
			<div className="mt-4">
				<table className="w-full text-left text-sm">
					<caption className="sr-only">{ordersMessages.itemsOnTheInvoice}</caption>
					<thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
						<tr>
							<th scope="col" className="py-2 pr-2 font-medium">
								{ordersMessages.item}
							</th>
							<th scope="col" className="px-2 py-2 text-right font-medium">
								{ordersMessages.qty}
							</th>
							<th scope="col" className="px-2 py-2 text-right font-medium">
								{ordersMessages.unitPrice}
							</th>
							<th scope="col" className="py-2 pl-2 text-right font-medium">
								{ordersMessages.amount}
							</th>
						</tr>
					</thead>
					<tbody>
						{invoice.Product.map((item) => (
							<tr key={item.product_id} className="border-b border-slate-100">
								<td className="py-2 pr-2">
									<span className="block text-slate-900">{item.product_name}</span>
									<span className="block text-xs text-slate-500">
										{item.size} · {item.color}
									</span>
								</td>
								<td className="px-2 py-2 text-right tabular-nums">{item.quantity}</td>
								<td className="px-2 py-2 text-right tabular-nums">{formatRupees(item.unit_price)}</td>
								<td className="py-2 pl-2 text-right tabular-nums">{formatRupees(item.total_price)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<dl className="mt-3 ml-auto max-w-xs space-y-1 text-sm text-slate-700">
				<Amount label={ordersMessages.totalMrp}>{formatRupees(invoice.mrpTotalAmount)}</Amount>
				<Amount label={ordersMessages.discount}>−{formatRupees(invoice.discountAmount)}</Amount>
				<Amount label={ordersMessages.subtotal}>{formatRupees(invoice.subTotalAmount)}</Amount>
				{invoice.promo_code && invoice.promoDiscountAmount > 0 ? (
					<Amount label={amountMessages.discountRow(invoice.promo_name ?? invoice.promo_code)}>
						−{formatRupees(invoice.promoDiscountAmount)}
					</Amount>
				) : null}
				<Amount label={ordersMessages.delivery}>
					{invoice.deliveryAmount > 0 ? formatRupees(invoice.deliveryAmount) : amountMessages.free}
				</Amount>
				{invoice.codFeeAmount > 0 ? (
					<Amount label={ordersMessages.cashOnDeliveryFee}>{formatRupees(invoice.codFeeAmount)}</Amount>
				) : null}
				{roundOffIn(invoice) !== 0 ? (
					<Amount label={cartMessages.roundOff}>{formatRupees(roundOffIn(invoice))}</Amount>
				) : null}
				<Amount label={ordersMessages.total} strong>
					{formatRupees(invoice.total_amount)}
				</Amount>
			</dl>
			<p className="mt-2 text-xs text-slate-500">
				{ordersMessages.pricesIncludeGst}
				{invoice.tax_invoice ? "" : ` ${ordersMessages.noTaxInvoiceYet}`}
			</p>
			{invoice.tax_invoice ? <TaxDocumentView document={invoice.tax_invoice} /> : null}
			{creditNotesOf(invoice).map((note) => (
				<TaxDocumentView key={note.number} document={note} />
			))}
			{(invoice.exchange_invoices ?? []).map((replacement) => (
				<TaxDocumentView key={replacement.number} document={replacement} />
			))}
		</>
	);
}

/**
 * The invoice of a delivered order (SPEC.md §2 /orders), with a plain-text
 * download and, once the order has shipped, the GST tax invoice (and a credit
 * note) as the server's PDF.
 */
export function InvoicePanel({ orderId }: { orderId: number }) {
	const invoice = useInvoice(orderId);
	const pdf = useDownloadTaxDocumentPdf(orderId);
	return (
		<section
			aria-label={ordersMessages.invoiceOfOrder(orderId)}
			className="rounded-xl border border-slate-200 bg-white p-4"
		>
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h3 className="text-sm font-semibold text-slate-900">{ordersMessages.invoice}</h3>
				{invoice.data ? (
					<div className="flex flex-wrap gap-2">
						<Button size="sm" variant="secondary" onClick={() => invoice.data && downloadInvoice(invoice.data)}>
							{ordersMessages.download}
						</Button>
						{invoice.data.tax_invoice ? (
							<Button
								size="sm"
								variant="secondary"
								loading={pdf.isPending && pdf.variables === "invoice"}
								onClick={() => pdf.mutate("invoice")}
							>
								{ordersMessages.downloadPdf}
							</Button>
						) : null}
						{creditNotesOf(invoice.data).map((note, _index, notes) => (
							<Button
								key={note.number}
								size="sm"
								variant="secondary"
								loading={pdf.isPending && pdf.variables === note.number}
								onClick={() => pdf.mutate(note.number)}
							>
								{ordersMessages.downloadCreditNotePdf}
								{notes.length > 1 ? ` ${note.number}` : ""}
							</Button>
						))}
						{(invoice.data.exchange_invoices ?? []).map((replacement) => (
							<Button
								key={replacement.number}
								size="sm"
								variant="secondary"
								loading={pdf.isPending && pdf.variables === `invoice:${replacement.number}`}
								onClick={() => pdf.mutate(`invoice:${replacement.number}`)}
							>
								{ordersMessages.downloadExchangeInvoicePdf(replacement.number)}
							</Button>
						))}
					</div>
				) : null}
			</div>
			{pdf.isError ? <Alert className="mt-3">{errorMessage(pdf.error, ordersMessages.pdfFailed)}</Alert> : null}
			{invoice.isPending ? (
				<Spinner label={ordersMessages.loadingInvoice} className="mt-3" />
			) : invoice.isError ? (
				<Alert
					className="mt-3"
					action={
						<Button variant="secondary" size="sm" onClick={() => invoice.refetch()} loading={invoice.isFetching}>
							{ordersMessages.tryAgain}
						</Button>
					}
				>
					{errorMessage(invoice.error, ordersMessages.invoiceLoadFailed)}
				</Alert>
			) : invoice.data ? (
				<InvoiceBody invoice={invoice.data} />
			) : (
				<p className="mt-3 text-sm text-slate-600">{ordersMessages.noInvoice}</p>
			)}
		</section>
	);
}
