import { zodResolver } from "@hookform/resolvers/zod";
import {
	GENDERS,
	type Gender,
	isoDateInIndia,
	type ProfileForm as ProfileValues,
	profileFormSchema,
	profileMessages,
	type UserInfo,
} from "@pitara/shared";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextField } from "../../../components/ui/text-field.tsx";

function valuesOf(user: UserInfo): ProfileValues {
	return {
		full_name: user.full_name,
		gender: (user.gender ?? "") as ProfileValues["gender"],
		dob: user.dob ?? "",
	};
}

/**
 * The edit mode of the profile: full name, gender and date of birth are
 * required and the date cannot be after today (checked when a field is left,
 * then as it changes). Cancel drops the changes.
 */
export function ProfileForm({
	user,
	saving,
	onSave,
	onCancel,
}: {
	user: UserInfo;
	saving: boolean;
	onSave: (values: { full_name: string; gender: Gender; dob: string }) => void;
	onCancel: () => void;
}) {
	const {
		register,
		handleSubmit,
		reset,
		formState: { errors },
	} = useForm<ProfileValues>({
		resolver: zodResolver(profileFormSchema),
		mode: "onTouched",
		defaultValues: valuesOf(user),
	});

	return (
		<form
			noValidate
			onSubmit={handleSubmit((values) =>
				onSave({ full_name: values.full_name, gender: values.gender, dob: values.dob }),
			)}
			className="space-y-2"
		>
			<TextField
				label={profileMessages.fullName}
				autoComplete="name"
				error={errors.full_name?.message}
				{...register("full_name")}
			/>
			<div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
				<SelectField
					label={profileMessages.gender}
					placeholder={profileMessages.selectGender}
					options={GENDERS.map((value) => ({ value, label: profileMessages.genders[value] ?? value }))}
					error={errors.gender?.message}
					{...register("gender")}
				/>
				<TextField
					label={profileMessages.dateOfBirth}
					type="date"
					min="1900-01-01"
					max={isoDateInIndia()}
					error={errors.dob?.message}
					{...register("dob")}
				/>
			</div>
			<div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
				<TextField label={profileMessages.email} value={user.email} readOnly hint={profileMessages.emailHint} />
				<TextField label={profileMessages.phone} value={user.phone} readOnly hint={profileMessages.phoneHint} />
			</div>
			<div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
				<Button
					variant="secondary"
					onClick={() => {
						reset(valuesOf(user));
						onCancel();
					}}
					disabled={saving}
				>
					{profileMessages.cancel}
				</Button>
				<Button type="submit" loading={saving}>
					{saving ? profileMessages.saving : profileMessages.saveChanges}
				</Button>
			</div>
		</form>
	);
}
