import { privacyCentreMessages as m } from "@pitara/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useDataExports, useDownloadExport, useRequestExport, useSendExportCode } from "../api/download-my-data.ts";

/**
 * Download my data (DPDP §11): after a fresh code texted to the account's phone, a job makes a ZIP (JSON and
 * CSV) of everything held about the shopper; the page shows it while it is made and offers it for 7 days.
 */
export function DownloadMyData({ userId, phone }: { userId: number; phone: string }) {
	const exports = useDataExports(userId);
	const send = useSendExportCode();
	const ask = useRequestExport(userId);
	const download = useDownloadExport();
	const [otp, setOtp] = useState("");

	if (exports.isPending) return <Spinner label={m.loading} />;
	if (exports.isError) return <Alert>{errorMessage(exports.error, m.downloadFailed)}</Alert>;
	const ready = exports.data.find((entry) => entry.status === "ready");
	const pending = exports.data.find((entry) => entry.status === "pending");
	const codeError = ask.error instanceof ApiError ? (ask.error.fieldMessage("otp") ?? ask.error.message) : undefined;

	return (
		<div className="space-y-3 text-sm text-slate-700">
			<p>{m.downloadIntro}</p>
			{ready ? (
				<div className="space-y-2 rounded-xl bg-emerald-50 p-3">
					<p>{m.downloadLinkValid(formatDate(ready.expires_at as string))}</p>
					<Button onClick={() => download.mutate(ready)} loading={download.isPending}>
						{m.downloadFileButton(ready.file_name ?? "pitara-my-data.zip")}
					</Button>
					{download.isSuccess ? <Alert variant="success">{m.downloadReady}</Alert> : null}
					{download.isError ? <Alert>{errorMessage(download.error, m.downloadGone)}</Alert> : null}
				</div>
			) : null}
			{pending ? (
				<p role="status" className="flex items-center gap-2">
					<Spinner label={m.downloadPending} /> {m.downloadRequested}
				</p>
			) : send.isSuccess ? (
				<form
					className="space-y-3"
					aria-label={m.downloadTitle}
					onSubmit={(event) => {
						event.preventDefault();
						ask.mutate(otp, { onSuccess: () => setOtp("") });
					}}
				>
					<p>{m.downloadCodeSent(phone)}</p>
					<TextField
						label={m.codeLabel}
						inputMode="numeric"
						autoComplete="one-time-code"
						maxLength={6}
						value={otp}
						onChange={(event) => setOtp(event.target.value)}
						error={codeError}
					/>
					<Button type="submit" loading={ask.isPending} disabled={otp.length !== 6}>
						{m.downloadPrepare}
					</Button>
				</form>
			) : (
				<>
					{send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
					<Button variant={ready ? "secondary" : "primary"} onClick={() => send.mutate(phone)} loading={send.isPending}>
						{ready ? m.downloadSendCode : m.downloadButton}
					</Button>
				</>
			)}
		</div>
	);
}
