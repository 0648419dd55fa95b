import type { Address } from "@pitara/shared";
import { addressesMessages } from "@pitara/shared";
import { MapPinIcon, PhoneIcon } from "../../../components/ui/contact-icons.tsx";

/** One saved address with its actions; the default one is marked. */
export function AddressCard({
	address,
	onEdit,
	onDelete,
	onSetDefault,
	settingDefault = false,
}: {
	address: Address;
	onEdit: () => void;
	onDelete: () => void;
	onSetDefault: () => void;
	settingDefault?: boolean;
}) {
	const headingId = `address-${address.id}-name`;
	return (
		<article
			aria-labelledby={headingId}
			className={`flex h-full flex-col rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${address.is_default ? "border-brand-500 ring-1 ring-brand-200" : "border-slate-200"}`}
		>
			<div className="flex items-start justify-between gap-3">
				<h2 id={headingId} className="break-words text-base font-semibold text-slate-900">
					{address.name}
				</h2>
				{address.is_default ? (
					<span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
						{addressesMessages.defaultText}
					</span>
				) : null}
			</div>
			<address className="mt-2 flex-1 space-y-0.5 text-sm not-italic leading-6 text-slate-700">
				<p className="flex gap-2">
					<MapPinIcon className="mt-1 h-4 w-4 shrink-0 text-slate-400" />
					<span className="break-words">
						{address.address_line1}
						{address.address_line2 ? (
							<>
								<br />
								{address.address_line2}
							</>
						) : null}
						<br />
						{address.city}, {address.state} – {address.pincode}
						<br />
						{address.country}
					</span>
				</p>
				<p className="flex items-center gap-2">
					<PhoneIcon className="h-4 w-4 shrink-0 text-slate-400" />
					<span className="tabular-nums">{address.phone}</span>
				</p>
			</address>
			<div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
				<button
					type="button"
					onClick={onEdit}
					aria-label={addressesMessages.editAddressOf(address.name)}
					className="min-h-10 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
				>
					{addressesMessages.edit}
				</button>
				<button
					type="button"
					onClick={onDelete}
					aria-label={addressesMessages.deleteAddressOf(address.name)}
					className="min-h-10 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
				>
					{addressesMessages.deleteText}
				</button>
				{address.is_default ? null : (
					<button
						type="button"
						onClick={onSetDefault}
						aria-label={
							settingDefault ? addressesMessages.savingFor(address.name) : addressesMessages.setDefaultFor(address.name)
						}
						disabled={settingDefault}
						aria-busy={settingDefault || undefined}
						className="ml-auto min-h-10 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:border-brand-500 hover:text-brand-700 disabled:opacity-60"
					>
						{settingDefault ? addressesMessages.saving : addressesMessages.setAsDefault}
					</button>
				)}
			</div>
		</article>
	);
}
