import { useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import { Card, PageHeader, Pill } from "../../ui/page.tsx";
import { useContactThread, useReply } from "./api/conversations.ts";

/**
 * One contact message as a conversation: what the shopper wrote, every reply the staff sent (by e-mail, through
 * the outbox), a reply box, and the customer and orders it matches by the sender's e-mail.
 */
export default function MessagePage() {
	const id = Number(useParams().id);
	const thread = useContactThread(id);
	const reply = useReply(id);
	const toast = useToast();
	const [body, setBody] = useState("");
	const [textCustomer, setTextCustomer] = useState(true);
	const bodyError = reply.error instanceof ApiError ? reply.error.fieldMessage("body") : undefined;

	if (thread.isPending) {
		return <div role="status" aria-label="Loading the message" className="h-64 animate-pulse rounded-xl bg-white" />;
	}
	if (thread.isError) return <Alert>{errorMessage(thread.error, "Could not load the message")}</Alert>;
	const message = thread.data;
	// the reply's notice goes to the mobile the sender gave on the form, else the matching customer's (decision 068)
	const textPhone = message.phone ?? message.customer?.phone ?? null;
	const textName = message.phone ? message.name : (message.customer?.full_name ?? message.name);

	return (
		<>
			<PageHeader
				title={`Message from ${message.name}`}
				actions={
					<Link to="/messages" className="text-sm font-medium text-brand-700 hover:underline">
						← Contact messages
					</Link>
				}
			/>
			<div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
				<div className="space-y-4">
					<Card title="Conversation">
						<ol className="space-y-3" aria-label="Conversation">
							<li className="rounded-lg bg-slate-50 p-3 text-sm">
								<p className="text-xs text-slate-500">
									{message.name} · {formatDateTime(message.created_at)}
									{message.phone ? ` · mobile ${message.phone}` : ""}
								</p>
								<p className="mt-1 whitespace-pre-line break-words text-slate-900">{message.message}</p>
							</li>
							{message.replies.map((sent) => (
								<li key={sent.id} className="ml-6 rounded-lg bg-brand-50 p-3 text-sm" data-testid="reply">
									<p className="text-xs text-slate-500">
										{sent.author_name} replied · {formatDateTime(sent.created_at)} · e-mailed to {sent.to_email}
										{sent.texted_to ? ` · told by SMS/WhatsApp at ${sent.texted_to}` : ""}
									</p>
									<p className="mt-1 whitespace-pre-line break-words text-slate-900">{sent.body}</p>
								</li>
							))}
						</ol>
						<form
							className="mt-4 space-y-2"
							onSubmit={(event) => {
								event.preventDefault();
								const texting = textCustomer && textPhone !== null;
								reply.mutate(
									{ body, textCustomer: texting },
									{
										onSuccess: () => {
											setBody("");
											toast.success(
												texting
													? `Reply e-mailed to ${message.email}; ${textName} told by SMS/WhatsApp`
													: `Reply e-mailed to ${message.email}`,
											);
										},
									},
								);
							}}
						>
							<label className="block text-sm font-medium text-slate-700">
								Reply by e-mail to {message.email}
								<textarea
									value={body}
									onChange={(event) => {
										setBody(event.target.value);
										if (reply.isError) reply.reset();
									}}
									rows={5}
									aria-invalid={bodyError ? true : undefined}
									className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
								/>
							</label>
							{textPhone ? (
								<label className="flex items-center gap-2 text-sm text-slate-700">
									<input
										type="checkbox"
										checked={textCustomer}
										onChange={(event) => setTextCustomer(event.target.checked)}
									/>
									Also tell {textName} by SMS/WhatsApp ({textPhone}
									{message.phone ? ", the mobile given on the form" : ""}) that the answer is in their e-mail
								</label>
							) : null}
							{reply.isError ? (
								<p role="alert" className="text-sm text-red-700">
									{bodyError ?? errorMessage(reply.error, "Could not send the reply")}
								</p>
							) : null}
							<Button type="submit" disabled={reply.isPending}>
								Send reply
							</Button>
						</form>
					</Card>
				</div>
				<div className="space-y-4">
					<Card title="State">
						{message.read_at ? <Pill tone="green">Handled</Pill> : <Pill tone="yellow">To answer</Pill>}
					</Card>
					<Card title="Customer">
						{message.customer ? (
							<>
								<Link
									to={`/customers/${message.customer.user_id}`}
									className="text-sm font-medium text-brand-700 hover:underline"
								>
									{message.customer.full_name}
								</Link>
								<p className="text-sm text-slate-600">{message.customer.phone}</p>
							</>
						) : (
							<p className="text-sm text-slate-600">No customer account has {message.email}.</p>
						)}
						{message.phone ? (
							<p className="mt-2 text-sm text-slate-600">
								Mobile given on the form: <span className="font-medium text-slate-900">{message.phone}</span>
							</p>
						) : null}
						{message.orders.length > 0 ? (
							<ul className="mt-3 space-y-1 text-sm" aria-label="Their orders">
								{message.orders.map((order) => (
									<li key={order.order_id} className="flex justify-between gap-2">
										<Link to={`/orders/${order.order_id}`} className="text-brand-700 hover:underline">
											#{order.order_id}
											{order.named ? " (named in the message)" : ""}
										</Link>
										<span className="text-slate-600">
											{order.status} · {formatRupees(order.total)}
										</span>
									</li>
								))}
							</ul>
						) : null}
					</Card>
				</div>
			</div>
		</>
	);
}
