import type { AdminCodGuardSettings, adminRtoPincodeSchema } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { adminApi, adminKey } from "../../../lib/admin-api.ts";
import { type FormErrors, failedSaveErrors, fieldError } from "./form-errors.ts";

type RtoPincode = z.infer<typeof adminRtoPincodeSchema>;
const key = adminKey("/settings/cod-guard");
const pincodesKey = adminKey("/rto-pincodes");

/**
 * COD confirmation and the RTO guard (decision 048): which COD orders must be
 * confirmed, the window, the pay-online saving, the high-RTO pincode rule and
 * list, the refused deliveries that switch a customer's COD off.
 */
export function CodGuardForm() {
	const settings = useQuery({
		queryKey: key,
		queryFn: ({ signal }) =>
			adminApi
				.get<{ response: AdminCodGuardSettings }>("/settings/cod-guard", undefined, signal)
				.then((a) => a.response),
	});
	return settings.data ? (
		<>
			<CodGuardFields settings={settings.data} />
			<RtoPincodes />
		</>
	) : null;
}

function CodGuardFields({ settings }: { settings: AdminCodGuardSettings }) {
	const toast = useToast();
	const queryClient = useQueryClient();
	const [form, setForm] = useState(settings);
	const [errors, setErrors] = useState<FormErrors>({});
	const save = useMutation({
		mutationFn: (body: AdminCodGuardSettings) =>
			adminApi.put<{ message: string; response: AdminCodGuardSettings }>("/settings/cod-guard", body),
		onSuccess: (answer) => queryClient.setQueryData(key, answer.response),
	});
	const submit = async (event: FormEvent) => {
		event.preventDefault();
		setErrors({});
		try {
			toast.success((await save.mutateAsync(form)).message);
		} catch (error) {
			setErrors(failedSaveErrors(error, "The settings could not be saved"));
		}
	};
	const check = (name: "always" | "first_order_of_phone" | "high_rto_pincodes", label: string) => (
		<label className="flex items-center gap-2 text-sm">
			<input
				type="checkbox"
				checked={form[name]}
				onChange={(event) => setForm({ ...form, [name]: event.target.checked })}
			/>
			{label}
		</label>
	);
	const number = (name: keyof AdminCodGuardSettings, label: string, hint?: string) => (
		<TextField
			label={label}
			inputMode="numeric"
			hint={hint}
			value={String(form[name])}
			error={fieldError(errors, name)}
			onChange={(event) => setForm({ ...form, [name]: Number(event.target.value.replace(/\D/g, "")) || 0 })}
		/>
	);
	return (
		<form onSubmit={submit} noValidate aria-label="COD confirmation" className="space-y-2">
			<p className="text-sm font-medium">Ask the shopper to confirm a COD order when:</p>
			{check("always", "Always (every COD order)")}
			{check("first_order_of_phone", "It is the first COD order of the phone number")}
			{check("high_rto_pincodes", "Its pincode is on the high-RTO list")}
			<div className="grid gap-x-4 sm:grid-cols-2">
				{number("above_amount", "Its total is above (₹)", "0: no amount rule")}
				{number("window_hours", "Hours to confirm", "Unconfirmed orders are then cancelled")}
				{number("prepaid_saving", "Pay now online and save (₹)", "0 hides the offer")}
				{number("refused_limit", "Refused COD deliveries in 180 days that switch COD off", "0: never")}
				{number("rto_rate_percent", "High-RTO pincode: returned at least (%)")}
				{number("rto_min_orders", "… of at least this many COD orders in 90 days")}
			</div>
			{errors.form ? (
				<p role="alert" className="text-sm text-red-700">
					{errors.form}
				</p>
			) : null}
			<Button type="submit" loading={save.isPending}>
				Save COD confirmation settings
			</Button>
		</form>
	);
}

function RtoPincodes() {
	const queryClient = useQueryClient();
	const list = useQuery({
		queryKey: pincodesKey,
		queryFn: ({ signal }) =>
			adminApi.get<{ response: RtoPincode[] }>("/rto-pincodes", undefined, signal).then((a) => a.response),
	});
	const [pincode, setPincode] = useState("");
	const set = useMutation({
		mutationFn: (body: { pincode: string; listed: boolean }) => adminApi.put("/rto-pincodes", body),
		onSettled: () => queryClient.invalidateQueries({ queryKey: pincodesKey }),
	});
	const recompute = useMutation({
		mutationFn: () => adminApi.post("/rto-pincodes/recompute"),
		onSettled: () => queryClient.invalidateQueries({ queryKey: pincodesKey }),
	});
	const rows = (list.data ?? []).filter((row) => row.listed || row.source === "staff");
	return (
		<div className="mt-4 space-y-2 border-t border-slate-100 pt-3 text-sm">
			<p className="font-medium">High-RTO pincodes</p>
			{rows.length === 0 ? <p className="text-slate-600">None listed.</p> : null}
			<ul className="divide-y divide-slate-100">
				{rows.map((row) => (
					<li key={row.pincode} className="flex flex-wrap items-center gap-3 py-1">
						<span className="font-mono">{row.pincode}</span>
						<span className="text-slate-600">
							{row.listed ? "listed" : "kept off"} ({row.source === "staff" ? "by staff" : "computed"}) ·{" "}
							{row.rto_orders} of {row.cod_orders} COD orders returned
						</span>
						<Button size="sm" variant="ghost" onClick={() => set.mutate({ pincode: row.pincode, listed: !row.listed })}>
							{row.listed ? "Take off the list" : "Put on the list"}
						</Button>
					</li>
				))}
			</ul>
			<form
				className="flex flex-wrap items-end gap-2"
				onSubmit={(event) => {
					event.preventDefault();
					set.mutate({ pincode: pincode.trim(), listed: true }, { onSuccess: () => setPincode("") });
				}}
			>
				<TextField
					label="Add a pincode"
					inputMode="numeric"
					value={pincode}
					maxLength={6}
					onChange={(event) => setPincode(event.target.value.replace(/\D/g, ""))}
				/>
				<Button type="submit" size="sm" disabled={set.isPending}>
					Add
				</Button>
				<Button type="button" size="sm" variant="secondary" onClick={() => recompute.mutate()}>
					Recompute from our parcels
				</Button>
			</form>
			{set.isError ? <p className="text-red-700">{errorMessage(set.error)}</p> : null}
		</div>
	);
}
