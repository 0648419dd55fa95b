import { zodResolver } from "@hookform/resolvers/zod";
import {
	type Address,
	type AddressFields,
	type AddressForm,
	addressesMessages,
	addressFieldsSchema,
	addressFormSchema,
	addressPincodeProblem,
	DEFAULT_COUNTRY,
	INDIAN_STATES,
	LIMITS,
} from "@pitara/shared";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { SelectField, TextField } from "../../../components/ui/text-field.tsx";
import type { FieldError } from "../../../lib/api-client.ts";
import { usePincodeLookup } from "../api/lookup-pincode.ts";

type Values = AddressForm;

const EMPTY: Values = {
	name: "",
	phone: "",
	pincode: "",
	address_line1: "",
	address_line2: "",
	city: "",
	state: "" as AddressForm["state"],
	country: DEFAULT_COUNTRY,
	is_default: false,
};

function valuesOf(address: Address | null, defaults?: Partial<Values>): Values {
	if (!address) return { ...EMPTY, ...defaults };
	return {
		name: address.name,
		phone: address.phone,
		pincode: address.pincode,
		address_line1: address.address_line1,
		address_line2: address.address_line2 ?? "",
		city: address.city,
		state: address.state as AddressForm["state"],
		country: address.country,
		is_default: address.is_default,
	};
}

const FIELD_NAMES = ["name", "phone", "pincode", "address_line1", "address_line2", "city", "state", "country"] as const;

/**
 * Adds or edits an address in a dialog: the required fields of SPEC.md §5,
 * a 6-digit pincode, a 10-digit phone and a state from the list. A complete
 * pincode is looked up in India Post's directory: it fills the city (the
 * district, unless the shopper typed one) and the state; an unknown pincode
 * or another state is refused with the server's own rule and words.
 */
export function AddressFormDialog({
	open,
	address,
	isFirst,
	defaults,
	saving,
	error,
	fieldErrors,
	onSave,
	onClose,
}: {
	open: boolean;
	/** the address being edited; null to add one */
	address: Address | null;
	/** the shopper has no address yet: this one becomes the default anyway */
	isFirst: boolean;
	/** prefilled values for a new address (the shopper's name and phone) */
	defaults?: Partial<Values>;
	saving: boolean;
	error: string | null;
	fieldErrors: FieldError[];
	onSave: (fields: AddressFields, makeDefault: boolean) => void;
	onClose: () => void;
}) {
	const formId = useId();
	const {
		register,
		handleSubmit,
		reset,
		setError,
		clearErrors,
		setValue,
		getValues,
		watch,
		formState: { errors },
	} = useForm<Values>({
		resolver: zodResolver(addressFormSchema),
		mode: "onTouched",
		defaultValues: valuesOf(address, defaults),
	});

	useEffect(() => {
		if (open) reset(valuesOf(address, defaults));
	}, [open, address, defaults, reset]);

	const pincode = watch("pincode") ?? "";
	const lookup = usePincodeLookup(pincode);
	const found = lookup.data;
	/** the city this dialog filled in, which a later pincode may replace (one the shopper typed stays) */
	const filledCity = useRef<string | null>(null);

	useEffect(() => {
		if (found === undefined) return;
		if (found === null) {
			setError("pincode", { message: addressPincodeProblem({ pincode, state: "" }, null)?.message });
			return;
		}
		clearErrors(["pincode", "state"]);
		const city = getValues("city") ?? "";
		if (!city.trim() || city === filledCity.current) {
			setValue("city", found.district, { shouldValidate: true });
			filledCity.current = found.district;
		}
		setValue("state", found.state, { shouldValidate: true });
	}, [found, pincode, setError, clearErrors, getValues, setValue]);

	useEffect(() => {
		for (const { field, message } of fieldErrors) {
			if ((FIELD_NAMES as readonly string[]).includes(field))
				setError(field as (typeof FIELD_NAMES)[number], { message });
		}
	}, [fieldErrors, setError]);

	return (
		<Modal
			open={open}
			onClose={() => {
				if (!saving) onClose();
			}}
			title={address ? addressesMessages.editAddress : addressesMessages.addNewAddress}
			size="lg"
			footer={
				<>
					<Button variant="secondary" onClick={onClose} disabled={saving}>
						{addressesMessages.cancel}
					</Button>
					<Button type="submit" form={formId} loading={saving}>
						{saving
							? addressesMessages.saving
							: address
								? addressesMessages.saveChanges
								: addressesMessages.saveAddress}
					</Button>
				</>
			}
		>
			<form
				id={formId}
				noValidate
				onSubmit={handleSubmit((values) => {
					const parsed = addressFieldsSchema.parse(values);
					// the directory's answer for this pincode, when it has come (the server checks again)
					if (found !== undefined && lookup.isSuccess) {
						const problem = addressPincodeProblem(parsed, found);
						if (problem) {
							setError(problem.field, { message: problem.message }, { shouldFocus: true });
							return;
						}
					}
					onSave(parsed, values.is_default === true);
				})}
				className="space-y-2"
			>
				{error ? <Alert>{error}</Alert> : null}
				<div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
					<TextField
						label={addressesMessages.fullName}
						autoComplete="name"
						error={errors.name?.message}
						{...register("name")}
					/>
					<TextField
						label={addressesMessages.phoneNumber}
						type="tel"
						inputMode="numeric"
						autoComplete="tel-national"
						maxLength={LIMITS.phoneLength}
						error={errors.phone?.message}
						{...register("phone")}
					/>
				</div>
				<TextField
					label={addressesMessages.addressLine1}
					autoComplete="address-line1"
					placeholder={addressesMessages.houseFlatNumberBuilding}
					error={errors.address_line1?.message}
					{...register("address_line1")}
				/>
				<TextField
					label={addressesMessages.addressLine2}
					optional
					autoComplete="address-line2"
					placeholder={addressesMessages.areaLandmark}
					error={errors.address_line2?.message}
					{...register("address_line2")}
				/>
				<div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
					<TextField
						label={addressesMessages.city}
						autoComplete="address-level2"
						error={errors.city?.message}
						{...register("city")}
					/>
					<TextField
						label={addressesMessages.pincode}
						inputMode="numeric"
						autoComplete="postal-code"
						maxLength={6}
						hint={found && !errors.pincode ? `${found.district}, ${found.state}` : undefined}
						error={errors.pincode?.message}
						{...register("pincode")}
					/>
				</div>
				<div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
					<SelectField
						label={addressesMessages.state}
						placeholder={addressesMessages.selectState}
						options={INDIAN_STATES}
						autoComplete="address-level1"
						error={errors.state?.message}
						{...register("state")}
					/>
					<TextField
						label={addressesMessages.country}
						readOnly
						autoComplete="country-name"
						hint={addressesMessages.countryHint}
						error={errors.country?.message}
						{...register("country")}
					/>
				</div>
				{isFirst ? (
					<p className="text-sm text-slate-600">{addressesMessages.yourFirstAddressBecomes}</p>
				) : address?.is_default ? null : (
					<label className="flex items-center gap-3 text-sm text-slate-700">
						<input type="checkbox" className="h-5 w-5 accent-brand-700" {...register("is_default")} />
						{addressesMessages.makeThisMyDefault}
					</label>
				)}
			</form>
		</Modal>
	);
}
