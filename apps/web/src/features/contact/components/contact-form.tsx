import { zodResolver } from "@hookform/resolvers/zod";
import { CONTACT_LIMITS, contactMessages, contactRequestSchema } from "@pitara/shared";
import { useEffect, useId, useRef } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useSendContactMessage } from "../api/send-contact-message.ts";

type FormInput = z.input<typeof contactRequestSchema>;
type FormOutput = z.output<typeof contactRequestSchema>;

const FIELDS: FieldPath<FormInput>[] = ["name", "email", "phone", "message"];

const inputClass =
	"mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500";

/** One line kept under each field, empty until there is an error, so errors never move the Send button. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
	return (
		<p id={message ? id : undefined} className="mt-1 min-h-5 text-sm leading-5 text-red-700">
			{message}
		</p>
	);
}

/** The contact form: checked on blur and on submit with the same rules as the server, stored, then confirmed. */
export function ContactForm() {
	const id = useId();
	const mutation = useSendContactMessage();
	const confirmation = useRef<HTMLDivElement>(null);
	const {
		register,
		handleSubmit,
		setError,
		reset,
		watch,
		formState: { errors },
	} = useForm<FormInput, unknown, FormOutput>({
		resolver: zodResolver(contactRequestSchema),
		mode: "onTouched",
		defaultValues: { name: "", email: "", phone: "", message: "" },
	});
	const messageLength = watch("message")?.length ?? 0;

	useEffect(() => {
		if (mutation.isSuccess) confirmation.current?.focus();
	}, [mutation.isSuccess]);

	// an empty mobile is left out (it is optional: issue 27 item 5)
	const onSubmit = handleSubmit(({ phone, ...values }) =>
		mutation.mutateAsync(phone ? { ...values, phone } : values).catch((error: unknown) => {
			if (error instanceof ApiError && error.errors.length > 0) {
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
				<p className="text-lg font-bold">{contactMessages.messageSent}</p>
				<p className="mt-1">{mutation.data.message}</p>
				<button
					type="button"
					onClick={() => {
						reset();
						mutation.reset();
					}}
					className="mt-4 rounded-full px-4 py-2 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-300 hover:bg-emerald-100"
				>
					{contactMessages.sendAnotherMessage}
				</button>
			</div>
		);
	}

	const sendError =
		mutation.isError && !(mutation.error instanceof ApiError && mutation.error.errors.length > 0)
			? errorMessage(mutation.error, contactMessages.failed)
			: null;

	return (
		<form onSubmit={onSubmit} noValidate aria-label={contactMessages.contactForm} className="space-y-2">
			<div>
				<label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
					{contactMessages.name}
				</label>
				<input
					id={`${id}-name`}
					type="text"
					autoComplete="name"
					aria-invalid={errors.name ? true : undefined}
					aria-describedby={errors.name ? `${id}-name-error` : undefined}
					className={inputClass}
					{...register("name")}
				/>
				<FieldError id={`${id}-name-error`} message={errors.name?.message} />
			</div>
			<div>
				<label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
					{contactMessages.email}
				</label>
				<input
					id={`${id}-email`}
					type="email"
					inputMode="email"
					autoComplete="email"
					aria-invalid={errors.email ? true : undefined}
					aria-describedby={errors.email ? `${id}-email-error` : undefined}
					className={inputClass}
					{...register("email")}
				/>
				<FieldError id={`${id}-email-error`} message={errors.email?.message} />
			</div>
			<div>
				<label htmlFor={`${id}-phone`} className="block text-sm font-medium text-slate-800">
					{contactMessages.phoneOptional}
				</label>
				<input
					id={`${id}-phone`}
					type="tel"
					inputMode="tel"
					autoComplete="tel-national"
					aria-invalid={errors.phone ? true : undefined}
					aria-describedby={`${id}-phone-why${errors.phone ? ` ${id}-phone-error` : ""}`}
					className={inputClass}
					{...register("phone")}
				/>
				<p id={`${id}-phone-why`} className="mt-1 text-xs leading-5 text-slate-500">
					{contactMessages.phoneWhy}
				</p>
				<FieldError id={`${id}-phone-error`} message={errors.phone?.message} />
			</div>
			<div>
				<label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
					{contactMessages.message}
				</label>
				<textarea
					id={`${id}-message`}
					rows={6}
					maxLength={CONTACT_LIMITS.messageMax}
					aria-invalid={errors.message ? true : undefined}
					aria-describedby={`${id}-message-count${errors.message ? ` ${id}-message-error` : ""}`}
					className={`${inputClass} resize-y`}
					{...register("message")}
				/>
				<div className="flex justify-between gap-3">
					<FieldError id={`${id}-message-error`} message={errors.message?.message} />
					<p id={`${id}-message-count`} className="ml-auto mt-1 shrink-0 text-xs leading-5 text-slate-500">
						{messageLength}/{CONTACT_LIMITS.messageMax}
					</p>
				</div>
			</div>
			{sendError ? (
				<p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
					{sendError}
				</p>
			) : null}
			<button
				type="submit"
				disabled={mutation.isPending}
				className="w-full rounded-full bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
			>
				{mutation.isPending ? contactMessages.sending : contactMessages.sendMessage}
			</button>
		</form>
	);
}
