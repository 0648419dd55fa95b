import { type Address, checkoutMessages } from "@pitara/shared";
import { Button } from "../../../components/ui/button.tsx";

/** Step 1: choose where the order goes (with its delivery date, or that it is not served), or add an address in place. */
export function AddressStep({
	addresses,
	selectedId,
	delivery,
	onSelect,
	onAdd,
}: {
	addresses: Address[];
	selectedId: number | null;
	/** the delivery promise for the chosen address, or why it cannot be delivered to */
	delivery: { text: string; ok: boolean } | null;
	onSelect: (id: number) => void;
	onAdd: () => void;
}) {
	if (addresses.length === 0) {
		return (
			<div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
				<p className="font-medium text-slate-800">{checkoutMessages.noAddresses}</p>
				<Button className="mt-4" onClick={onAdd}>
					{checkoutMessages.addANewAddress}
				</Button>
			</div>
		);
	}
	return (
		<fieldset>
			<legend className="mb-3 text-lg font-semibold text-slate-900">{checkoutMessages.deliveryAddress}</legend>
			<div className="grid gap-3 sm:grid-cols-2">
				{addresses.map((address) => {
					const checked = address.id === selectedId;
					return (
						<label
							key={address.id}
							className={`flex cursor-pointer gap-3 rounded-xl border bg-white p-4 text-sm transition-colors ${
								checked ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200 hover:border-brand-300"
							}`}
						>
							<input
								type="radio"
								name="address"
								value={address.id}
								checked={checked}
								onChange={() => onSelect(address.id)}
								className="mt-1 h-4 w-4 accent-brand-700"
							/>
							<span className="min-w-0">
								<span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
									{address.name}
									{address.is_default ? (
										<span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
											{checkoutMessages.defaultText}
										</span>
									) : null}
								</span>
								<span className="mt-1 block text-slate-700">
									{address.address_line1}
									{address.address_line2 ? `, ${address.address_line2}` : ""}
								</span>
								<span className="block text-slate-700">
									{address.city}, {address.state} {address.pincode}
								</span>
								<span className="block text-slate-500">
									{checkoutMessages.phone}
									{address.phone}
								</span>
							</span>
						</label>
					);
				})}
			</div>
			<p
				role="status"
				data-testid="address-delivery"
				className={`mt-3 min-h-5 text-sm ${delivery?.ok === false ? "text-red-700" : "font-medium text-green-800"}`}
			>
				{delivery?.text ?? ""}
			</p>
			<Button variant="ghost" className="mt-1" onClick={onAdd}>
				{checkoutMessages.addANewAddress2}
			</Button>
		</fieldset>
	);
}
