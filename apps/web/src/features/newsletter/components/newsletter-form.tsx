import { zodResolver } from "@hookform/resolvers/zod";
import { type NewsletterResponse, newsletterMessages, newsletterRequestSchema } from "@pitara/shared";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useSubscribeNewsletter } from "../api/subscribe-newsletter.ts";

type FormInput = z.input<typeof newsletterRequestSchema>;
type FormOutput = z.output<typeof newsletterRequestSchema>;

function CodeCard({ result }: { result: NewsletterResponse }) {
	const [copied, setCopied] = useState(false);
	const { promo_code: code, percent_off: percent } = result.response;
	return (
		<div role="status" className="mt-3 rounded-xl bg-slate-800 p-4 text-sm ring-1 ring-slate-700">
			<p className="font-semibold text-white">
				{/* worded here from the answer, so a Hindi page reads its own (the API words English) */}
				{result.response.already_subscribed ? newsletterMessages.alreadySubscribed : newsletterMessages.subscribed}
			</p>
			{code ? (
				<>
					<p className="mt-1 text-slate-300">{newsletterMessages.codeForFirstOrder(percent)}</p>
					<div className="mt-2 flex items-center gap-2">
						<span className="rounded-lg border-2 border-dashed border-accent-400 px-3 py-1.5 font-mono text-base font-bold tracking-widest text-accent-400">
							{code}
						</span>
						<button
							type="button"
							className="rounded-lg px-2 py-1.5 text-xs font-semibold text-slate-200 underline underline-offset-2 hover:text-white"
							onClick={async () => {
								try {
									await navigator.clipboard.writeText(code);
									setCopied(true);
								} catch {
									setCopied(false);
								}
							}}
						>
							{copied ? newsletterMessages.copied : newsletterMessages.copyCode}
						</button>
					</div>
				</>
			) : null}
		</div>
	);
}

/** The footer's sign-up: a parent's e-mail and Join; the answer shows the first-order code. */
export function NewsletterForm() {
	const inputId = useId();
	const errorId = useId();
	const mutation = useSubscribeNewsletter();
	const {
		register,
		handleSubmit,
		setError,
		formState: { errors },
	} = useForm<FormInput, unknown, FormOutput>({
		resolver: zodResolver(newsletterRequestSchema),
		defaultValues: { email: "" },
	});

	const onSubmit = handleSubmit((values) =>
		mutation.mutateAsync(values).catch((error: unknown) => {
			const message =
				(error instanceof ApiError && error.fieldMessage("email")) || errorMessage(error, newsletterMessages.failed);
			setError("email", { message });
		}),
	);

	if (mutation.data) return <CodeCard result={mutation.data} />;

	const fieldError = errors.email?.message;
	return (
		<form onSubmit={onSubmit} noValidate className="mt-3" aria-label={newsletterMessages.newsletterSignUp}>
			<label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
				{newsletterMessages.parentSEMail}
			</label>
			<div className="mt-1.5 flex gap-2">
				<input
					id={inputId}
					type="email"
					inputMode="email"
					autoComplete="email"
					placeholder={newsletterMessages.youExampleCom}
					aria-invalid={fieldError ? true : undefined}
					aria-describedby={fieldError ? errorId : undefined}
					className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
					{...register("email")}
				/>
				<button
					type="submit"
					disabled={mutation.isPending}
					className="shrink-0 rounded-lg bg-brand-600 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
				>
					{mutation.isPending ? newsletterMessages.joining : newsletterMessages.join}
				</button>
			</div>
			{fieldError ? (
				<p id={errorId} role="alert" className="mt-1.5 text-sm text-red-300">
					{fieldError}
				</p>
			) : null}
		</form>
	);
}
