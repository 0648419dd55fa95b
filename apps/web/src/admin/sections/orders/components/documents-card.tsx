import { TAX_DOCUMENT_KIND_LABELS } from "@pitara/shared";
import { useState } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { formatRupees } from "../../../../lib/format.ts";
import { formatDateTime } from "../../../../lib/format-date.ts";
import { downloadAdminFile, openAdminFile } from "../../../lib/admin-api.ts";
import { Card } from "../../../ui/page.tsx";
import { documentPdfPath, useOrderDocuments, useSendDocument } from "../api/documents.ts";

/**
 * The order's tax invoice and credit notes as issued: view (and print from the viewer), download, or e-mail
 * again to the customer (or another address), through the outbox.
 */
export function DocumentsCard({ orderId, customerEmail }: { orderId: number; customerEmail: string }) {
	const documents = useOrderDocuments(orderId);
	const sendDocument = useSendDocument(orderId);
	const toast = useToast();
	const [sending, setSending] = useState<string | null>(null);
	const [to, setTo] = useState("");
	const fail = (error: unknown) => toast.error(errorMessage(error, "Could not open the document"));
	const fieldError = sendDocument.error instanceof ApiError ? sendDocument.error.fieldMessage("to") : undefined;

	return (
		<Card title="Invoice and credit notes">
			{documents.isError ? <Alert>{errorMessage(documents.error, "Could not load the documents")}</Alert> : null}
			{documents.data?.length === 0 ? (
				<p className="text-sm text-slate-600">The tax invoice is issued when the order ships.</p>
			) : null}
			<ul className="space-y-2 text-sm">
				{(documents.data ?? []).map((doc) => (
					<li key={doc.number} className="rounded-lg bg-slate-50 p-2" data-testid="tax-document">
						<p className="flex justify-between gap-2">
							<span className="font-medium">{TAX_DOCUMENT_KIND_LABELS[doc.kind]}</span>
							<span className="tabular-nums">{formatRupees(doc.total)}</span>
						</p>
						<p className="break-all text-slate-600">
							{doc.number} · {formatDateTime(doc.issued_at)}
						</p>
						{doc.against ? <p className="text-xs text-slate-500">Against {doc.against}</p> : null}
						<div className="mt-2 flex flex-wrap gap-2">
							<Button
								size="sm"
								variant="secondary"
								onClick={() => void openAdminFile(documentPdfPath(orderId, doc.number)).catch(fail)}
							>
								View / print
							</Button>
							<Button
								size="sm"
								variant="secondary"
								onClick={() =>
									void downloadAdminFile(
										documentPdfPath(orderId, doc.number, true),
										`${doc.number.replaceAll("/", "-")}.pdf`,
									).catch(fail)
								}
							>
								Download
							</Button>
							<Button
								size="sm"
								variant="secondary"
								aria-expanded={sending === doc.number}
								onClick={() => {
									sendDocument.reset();
									setTo(customerEmail);
									setSending(sending === doc.number ? null : doc.number);
								}}
							>
								E-mail again
							</Button>
						</div>
						{sending === doc.number ? (
							<form
								className="mt-2 flex flex-wrap items-end gap-2"
								onSubmit={(event) => {
									event.preventDefault();
									sendDocument.mutate(
										{ number: doc.number, ...(to.trim() ? { to: to.trim() } : {}) },
										{
											onSuccess: (answer) => {
												toast.success(`${TAX_DOCUMENT_KIND_LABELS[doc.kind]} sent to ${answer.to}`);
												setSending(null);
											},
										},
									);
								}}
							>
								<label className="min-w-0 flex-1 text-xs font-medium text-slate-700">
									To
									<input
										type="email"
										value={to}
										onChange={(event) => setTo(event.target.value)}
										placeholder="customer@example.in"
										aria-invalid={fieldError ? true : undefined}
										className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
									/>
								</label>
								<Button size="sm" type="submit" disabled={sendDocument.isPending}>
									Send
								</Button>
								{sendDocument.isError ? (
									<p role="alert" className="w-full text-xs text-red-700">
										{fieldError ?? errorMessage(sendDocument.error, "Could not send it")}
									</p>
								) : null}
							</form>
						) : null}
					</li>
				))}
			</ul>
		</Card>
	);
}
