import { zodResolver } from "@hookform/resolvers/zod";
import { GRIEVANCE_TOPICS, grievanceRequestSchema, privacyMessages as m } from "@pitara/shared";
import { useEffect, useRef } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useFileGrievance } from "../api/file-grievance.ts";

type FormInput = z.input<typeof grievanceRequestSchema>;
type FormOutput = z.output<typeof grievanceRequestSchema>;

const FIELDS: FieldPath<FormInput>[] = ["name", "email", "phone", "topic", "order_ref", "message"];
const TOPIC_OPTIONS = GRIEVANCE_TOPICS.map((topic) => ({ value: topic, label: m.topics[topic] }));

/**
 * The grievance form (issue 30 item 3): checked with the server's own rules, and answered with a ticket number at
 * once. A signed-in shopper's name and e-mail are filled in, and their ticket is listed on Account → Privacy.
 */
export function GrievanceForm({ name = "", email = "" }: { name?: string; email?: string }) {
	const mutation = useFileGrievance();
	const confirmation = useRef<HTMLDivElement>(null);
	const {
		register,
		handleSubmit,
		setError,
		reset,
		formState: { errors },
	} = useForm<FormInput, unknown, FormOutput>({
		resolver: zodResolver(grievanceRequestSchema),
		mode: "onTouched",
		defaultValues: { name, email, phone: "", topic: "order", order_ref: "", message: "" },
	});

	useEffect(() => {
		if (mutation.isSuccess) confirmation.current?.focus();
	}, [mutation.isSuccess]);

	const onSubmit = handleSubmit((values) =>
		mutation.mutateAsync(values).catch((error: unknown) => {
			if (error instanceof ApiError) {
				for (const field of FIELDS) {
					const message = error.fieldMessage(field);
					if (message) setError(field, { message });
				}
			}
		}),
	);

	if (mutation.isSuccess) {
		return (
			<div
				ref={confirmation}
				tabIndex={-1}
				role="status"
				className="rounded-2xl bg-emerald-50 p-6 text-emerald-900 ring-1 ring-emerald-200 focus:outline-none"
			>
				<p className="text-lg font-bold">{m.ticket(mutation.data.response.ticket)}</p>
				<p className="mt-1">{mutation.data.message}</p>
				<Button
					variant="secondary"
					size="sm"
					className="mt-4"
					onClick={() => {
						reset();
						mutation.reset();
					}}
				>
					{m.fileAnother}
				</Button>
			</div>
		);
	}

	const sendError =
		mutation.isError && !(mutation.error instanceof ApiError && mutation.error.errors.length > 0)
			? errorMessage(mutation.error, m.failed)
			: null;

	return (
		<form onSubmit={onSubmit} noValidate aria-label={m.formTitle} className="space-y-3">
			<div className="grid gap-3 sm:grid-cols-2">
				<TextField label={m.nameLabel} autoComplete="name" error={errors.name?.message} {...register("name")} />
				<TextField
					label={m.emailLabel}
					type="email"
					inputMode="email"
					autoComplete="email"
					error={errors.email?.message}
					{...register("email")}
				/>
				<TextField
					label={m.phoneLabel}
					type="tel"
					inputMode="numeric"
					autoComplete="tel-national"
					error={errors.phone?.message}
					{...register("phone")}
				/>
				<TextField label={m.orderLabel} error={errors.order_ref?.message} {...register("order_ref")} />
			</div>
			<SelectField label={m.topicLabel} options={TOPIC_OPTIONS} error={errors.topic?.message} {...register("topic")} />
			<div>
				<label htmlFor="grievance-message" className="mb-1 block text-sm font-medium text-slate-700">
					{m.messageLabel}
				</label>
				<textarea
					id="grievance-message"
					rows={5}
					aria-invalid={errors.message ? true : undefined}
					aria-describedby={errors.message ? "grievance-message-error" : undefined}
					className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500 sm:text-sm"
					{...register("message")}
				/>
				<p id="grievance-message-error" className="mt-1 min-h-5 text-sm leading-5 text-red-700">
					{errors.message?.message}
				</p>
			</div>
			{sendError ? <Alert>{sendError}</Alert> : null}
			<Button type="submit" disabled={mutation.isPending}>
				{mutation.isPending ? m.sending : m.submit}
			</Button>
		</form>
	);
}
