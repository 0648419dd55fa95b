import { privacyCentreMessages as m } from "@pitara/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { clearSession } from "../../../lib/session.ts";
import { useDeleteAccount, useSendDeletionCode } from "../api/delete-account.ts";
import { useErasurePlan } from "../api/get-erasure-plan.ts";

/**
 * Delete my account (DPDP §12): what is erased now and what the law keeps (until when), refused while an order is
 * in progress (saying which), and done only with a fresh code texted to the account's phone.
 */
export function DeleteAccount({
	userId,
	phone,
	onDeleted,
}: {
	userId: number;
	phone: string;
	/**
	 * Leaves the page that needs a session, calling `forget` (the session and every cached answer) as it goes: the
	 * server has revoked the token, so neither this page nor the next may ask anything with it.
	 */
	onDeleted: (forget: () => void) => Promise<void> | void;
}) {
	const queryClient = useQueryClient();
	const plan = useErasurePlan(userId);
	const send = useSendDeletionCode();
	const remove = useDeleteAccount();
	const [otp, setOtp] = useState("");

	if (plan.isPending) return <Spinner label={m.loading} />;
	if (plan.isError) return <Alert>{errorMessage(plan.error)}</Alert>;
	const { erased, kept, blockers } = plan.data;
	const codeError =
		remove.error instanceof ApiError ? (remove.error.fieldMessage("otp") ?? remove.error.message) : undefined;

	return (
		<div className="space-y-4 text-sm text-slate-700">
			<p>{m.deleteIntro}</p>
			<div>
				<h3 className="font-semibold text-slate-900">{m.erasedNow}</h3>
				<ul className="mt-1 list-disc space-y-1 pl-5">
					{erased.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			</div>
			{kept.length > 0 ? (
				<div>
					<h3 className="font-semibold text-slate-900">{m.keptByLaw}</h3>
					<ul className="mt-1 list-disc space-y-1 pl-5">
						{kept.map((item) => (
							<li key={item.what}>
								{item.what}
								{item.until ? ` ${m.keptUntil(formatDate(item.until))}` : ""}.{" "}
								<span className="text-slate-500">{item.why}.</span>
							</li>
						))}
					</ul>
				</div>
			) : null}
			{blockers.length > 0 ? (
				<Alert>
					{m.deleteBlocked}
					<ul className="mt-1 list-disc pl-5">
						{blockers.map((b) => (
							<li key={b}>{b}</li>
						))}
					</ul>
				</Alert>
			) : send.isSuccess ? (
				<form
					className="space-y-3"
					onSubmit={(event) => {
						event.preventDefault();
						remove.mutate(otp, {
							onSuccess: () =>
								onDeleted(() => {
									clearSession();
									queryClient.clear();
								}),
						});
					}}
				>
					<p>{m.codeSent(phone)}</p>
					<TextField
						label={m.codeLabel}
						inputMode="numeric"
						autoComplete="one-time-code"
						maxLength={6}
						value={otp}
						onChange={(event) => setOtp(event.target.value)}
						error={codeError}
					/>
					<Button type="submit" variant="danger" disabled={remove.isPending || otp.length !== 6}>
						{m.deleteButton}
					</Button>
				</form>
			) : (
				<>
					{send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
					<Button variant="danger" onClick={() => send.mutate(phone)} disabled={send.isPending}>
						{m.sendCode}
					</Button>
				</>
			)}
		</div>
	);
}
