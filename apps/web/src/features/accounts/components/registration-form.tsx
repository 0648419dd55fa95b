import { zodResolver } from "@hookform/resolvers/zod";
import {
	GENDERS,
	isoDateInIndia,
	profileMessages,
	type RegistrationForm as RegistrationValues,
	registrationFormSchema,
	registrationMessages,
} from "@pitara/shared";
import { useState } from "react";
import { type SubmitHandler, useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { SelectField, TextField } from "../../../components/ui/text-field.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { Link } from "../../../lib/router.tsx";
import { useRegisterUser } from "../api/register-user.ts";

const FIELDS = ["full_name", "email", "phone", "password", "gender", "dob"] as const;

/**
 * The registration form of SPEC.md §5: every rule checked on blur and on
 * submit with the schema the server uses; the server's answer (a phone or
 * e-mail already registered) lands on its field. "onTouched" checks a field
 * first when it loses focus, then again as it is typed or picked, so an error
 * clears while the shopper fixes it, not when they tap Create Account.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: (phone: string) => void }) {
	const register = useRegisterUser();
	const [formError, setFormError] = useState<string | null>(null);
	const {
		register: field,
		handleSubmit,
		setError,
		trigger,
		getFieldState,
		formState: { errors, isSubmitting, isSubmitted },
	} = useForm<RegistrationValues>({
		resolver: zodResolver(registrationFormSchema),
		mode: "onTouched",
		reValidateMode: "onChange",
		defaultValues: {
			full_name: "",
			email: "",
			phone: "",
			password: "",
			confirmPassword: "",
			gender: "" as RegistrationValues["gender"],
			dob: "",
			terms: false,
		},
	});

	const onSubmit: SubmitHandler<RegistrationValues> = async (values) => {
		setFormError(null);
		try {
			await register.mutateAsync({
				full_name: values.full_name,
				email: values.email,
				phone: values.phone,
				password: values.password,
				gender: values.gender,
				dob: values.dob,
			});
			onRegistered(values.phone.trim());
		} catch (error) {
			if (error instanceof ApiError) {
				for (const { field: name, message } of error.errors) {
					if ((FIELDS as readonly string[]).includes(name)) {
						setError(name as (typeof FIELDS)[number], { message }, { shouldFocus: true });
					}
				}
			}
			setFormError(errorMessage(error, registrationMessages.failed));
		}
	};

	return (
		<form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-2">
			{formError ? <Alert>{formError}</Alert> : null}
			<TextField
				label={registrationMessages.fullName}
				autoComplete="name"
				error={errors.full_name?.message}
				{...field("full_name")}
			/>
			<TextField
				label={registrationMessages.email}
				type="email"
				autoComplete="email"
				inputMode="email"
				error={errors.email?.message}
				{...field("email")}
			/>
			<TextField
				label={registrationMessages.phoneNumber}
				type="tel"
				inputMode="numeric"
				autoComplete="tel-national"
				maxLength={10}
				hint={registrationMessages.phoneHint}
				error={errors.phone?.message}
				{...field("phone")}
			/>
			<PasswordField
				label={registrationMessages.password}
				autoComplete="new-password"
				hint={registrationMessages.passwordHint}
				error={errors.password?.message}
				{...field("password", {
					// the confirmation is compared with the password as it changes, once the shopper has been there
					onChange: () => {
						if (getFieldState("confirmPassword").isTouched || isSubmitted) void trigger("confirmPassword");
					},
				})}
			/>
			<PasswordField
				label={registrationMessages.confirmPassword}
				autoComplete="new-password"
				error={errors.confirmPassword?.message}
				{...field("confirmPassword")}
			/>
			<div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
				<SelectField
					label={registrationMessages.gender}
					placeholder={registrationMessages.selectGender}
					options={GENDERS.map((value) => ({ value, label: profileMessages.genders[value] ?? value }))}
					error={errors.gender?.message}
					{...field("gender")}
				/>
				<TextField
					label={registrationMessages.dateOfBirth}
					type="date"
					max={isoDateInIndia()}
					min="1900-01-01"
					error={errors.dob?.message}
					{...field("dob")}
				/>
			</div>
			<label className="flex items-start gap-3 pb-2 text-sm text-slate-700">
				<input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700" {...field("terms")} />
				<span>
					{registrationMessages.iAgreeToPitara}{" "}
					<Link to="/privacy" className="font-medium text-brand-700 underline">
						{registrationMessages.privacyPolicy}
					</Link>{" "}
					(
					<Link to="/privacy#notice" className="font-medium text-brand-700 underline">
						{registrationMessages.whatWeKeepAndWhy}
					</Link>
					).
				</span>
			</label>
			<Button type="submit" size="lg" fullWidth loading={isSubmitting}>
				{isSubmitting ? registrationMessages.creatingAccount : registrationMessages.createAccount}
			</Button>
			<p className="text-center text-sm text-slate-600">
				{registrationMessages.alreadyHaveAnAccount}{" "}
				<Link to="/login" className="font-semibold text-brand-700 underline">
					{registrationMessages.logIn}
				</Link>
			</p>
		</form>
	);
}
