import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { api, errorMessage } from "../../lib/api-client.ts";
import { saveSession } from "../../lib/session.ts";

/**
 * Staff log in as everyone does, with their phone and a one-time code; the
 * session is the shop's own (localStorage `token` and `user`), so the
 * storefront knows them too.
 */
export function ConsoleLogin() {
	const [phone, setPhone] = useState("");
	const [otp, setOtp] = useState("");
	const [sentTo, setSentTo] = useState<string | null>(null);
	const send = useMutation({
		mutationFn: (to: string) => api.post("/user/send/otp", { phone_email: to }),
		onSuccess: (_, to) => setSentTo(to),
	});
	const verify = useMutation({
		mutationFn: () => api.post("/user/validate/otp", { phone: sentTo ?? "", otp }),
		onSuccess: (data) => saveSession({ token: data.response.token, user: data.response.userInfo }),
	});

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (sentTo === null) send.mutate(phone.trim());
		else verify.mutate();
	};
	const error = send.error ?? verify.error;

	return (
		<main className="grid min-h-dvh place-items-center px-4">
			<form onSubmit={submit} className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
				<p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Pitara</p>
				<h1 className="mb-1 text-2xl font-bold text-slate-900">Staff login</h1>
				<p className="mb-5 text-sm text-slate-600">The shop's admin console, for its staff.</p>
				<TextField
					label="Phone number"
					inputMode="numeric"
					autoComplete="tel-national"
					maxLength={10}
					value={phone}
					readOnly={sentTo !== null}
					onChange={(event) => setPhone(event.target.value.replace(/\D/g, ""))}
				/>
				{sentTo !== null ? (
					<TextField
						label="One-time code"
						inputMode="numeric"
						autoComplete="one-time-code"
						maxLength={6}
						value={otp}
						autoFocus
						hint={`We sent a code to ${sentTo}.`}
						onChange={(event) => setOtp(event.target.value.replace(/\D/g, ""))}
					/>
				) : null}
				{error ? <Alert className="mb-3">{errorMessage(error, "Login failed")}</Alert> : null}
				<Button type="submit" fullWidth loading={send.isPending || verify.isPending}>
					{sentTo === null ? "Send code" : "Log in"}
				</Button>
				{sentTo !== null ? (
					<button
						type="button"
						className="mt-3 w-full text-sm font-medium text-brand-700 hover:underline"
						onClick={() => {
							setSentTo(null);
							setOtp("");
							send.reset();
							verify.reset();
						}}
					>
						Use another phone number
					</button>
				) : null}
			</form>
		</main>
	);
}
