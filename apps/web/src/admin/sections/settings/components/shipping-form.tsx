import type { AdminShippingSettings } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";
import { type FormErrors, failedSaveErrors, fieldError } from "./form-errors.ts";

const key = adminKey("/settings/shipping");

/** The courier adapter, Shiprocket's login (the password is write-only), the pickup location, the webhook token. */
export function ShippingForm() {
	const settings = useQuery({
		queryKey: key,
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminShippingSettings }>("/settings/shipping", undefined, signal)
				.then((a) => a.response),
	});
	return settings.data ? <ShippingFields settings={settings.data} /> : null;
}

function ShippingFields({ settings }: { settings: AdminShippingSettings }) {
	const toast = useToast();
	const queryClient = useQueryClient();
	const [adapter, setAdapter] = useState(settings.adapter);
	const [email, setEmail] = useState(settings.shiprocket_email);
	const [password, setPassword] = useState("");
	const [location, setLocation] = useState(settings.pickup_location);
	const [pincode, setPincode] = useState(settings.pickup_pincode);
	const [errors, setErrors] = useState<FormErrors>({});
	const save = useMutation({
		mutationFn: (body: unknown) =>
			adminApi.put<{ message: string; response: AdminShippingSettings }>("/settings/shipping", body),
		onSuccess: (answer) => queryClient.setQueryData(key, answer.response),
	});
	const submit = async (event: FormEvent) => {
		event.preventDefault();
		setErrors({});
		try {
			const answer = await save.mutateAsync({
				adapter,
				shiprocket_email: email,
				shiprocket_password: password,
				pickup_location: location,
				pickup_pincode: pincode,
			});
			setPassword("");
			toast.success(answer.message);
		} catch (error) {
			setErrors(failedSaveErrors(error, "The settings could not be saved"));
		}
	};
	return (
		<form onSubmit={submit} noValidate aria-label="Shipping" className="space-y-2">
			<div className="grid gap-x-4 sm:grid-cols-2">
				<SelectField
					label="Courier account"
					value={adapter}
					onChange={(event) => setAdapter(event.target.value as "manual" | "shiprocket")}
					options={[
						{ value: "manual", label: "Manual: staff type the courier and AWB" },
						{ value: "shiprocket", label: "Shiprocket" },
					]}
				/>
				<TextField
					label="Shiprocket login e-mail"
					type="email"
					value={email}
					error={fieldError(errors, "shiprocket_email")}
					onChange={(event) => setEmail(event.target.value)}
				/>
				<TextField
					label="Shiprocket password"
					type="password"
					autoComplete="new-password"
					value={password}
					hint={
						settings.shiprocket_password_set ? "A password is kept (never shown); type one to replace it" : "None kept"
					}
					error={fieldError(errors, "shiprocket_password")}
					onChange={(event) => setPassword(event.target.value)}
				/>
				<TextField
					label="Pickup location (as named at Shiprocket)"
					value={location}
					error={fieldError(errors, "pickup_location")}
					onChange={(event) => setLocation(event.target.value)}
				/>
				<TextField
					label="Pickup pincode"
					inputMode="numeric"
					value={pincode}
					error={fieldError(errors, "pickup_pincode")}
					onChange={(event) => setPincode(event.target.value)}
				/>
			</div>
			<p className="text-xs text-slate-600">
				Tracking webhook: <span className="font-mono">/api/webhooks/courier/shiprocket</span>, header x-api-key{" "}
				<span className="break-all font-mono">{settings.webhook_token}</span>
				{settings.secrets_key_set ? "" : " · the server has no SHIPPING_SECRETS_KEY: no password can be kept"}
			</p>
			{errors.form ? (
				<p role="alert" className="text-sm text-red-700">
					{errors.form}
				</p>
			) : null}
			<Button type="submit" loading={save.isPending}>
				Save shipping settings
			</Button>
		</form>
	);
}
