import { profileMessages, type UserInfo } from "@pitara/shared";
import { formatDate } from "../../../lib/format-date.ts";

/** The read-only profile, with SPEC.md §2's fallbacks for what is missing. */
export function ProfileDetails({ user }: { user: UserInfo }) {
	const rows: [string, string][] = [
		[profileMessages.fullName, user.full_name],
		[profileMessages.email, user.email],
		[profileMessages.phone, user.phone || profileMessages.notProvided],
		[
			profileMessages.gender,
			(user.gender && (profileMessages.genders[user.gender] ?? user.gender)) || profileMessages.notSpecified,
		],
		[profileMessages.dateOfBirth, formatDate(user.dob) || profileMessages.notSpecified],
	];
	return (
		<dl className="divide-y divide-slate-100">
			{rows.map(([label, value]) => (
				<div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
					<dt className="text-sm font-medium text-slate-500">{label}</dt>
					<dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
				</div>
			))}
		</dl>
	);
}
