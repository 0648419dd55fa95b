import { type Address, type AddressFields, addressesMessages, MAX_ADDRESSES_PER_USER } from "@pitara/shared";
import { useMemo, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/modal.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useAddAddress } from "../../features/addresses/api/add-address.ts";
import { useDeleteAddress } from "../../features/addresses/api/delete-address.ts";
import { useAddresses } from "../../features/addresses/api/get-addresses.ts";
import { useSetDefaultAddress } from "../../features/addresses/api/set-default-address.ts";
import { useUpdateAddress } from "../../features/addresses/api/update-address.ts";
import { AddressCard } from "../../features/addresses/components/address-card.tsx";
import { AddressFormDialog } from "../../features/addresses/components/address-form-dialog.tsx";
import { ApiError, errorMessage, type FieldError } from "../../lib/api-client.ts";
import { useLocation, useNavigate } from "../../lib/router.tsx";
import type { SessionUser } from "../../lib/session.ts";
import { RequireSession } from "../require-session.tsx";

type Editing = { mode: "add" } | { mode: "edit"; address: Address } | null;

function AddressSkeleton() {
	return (
		<div aria-hidden="true" className="h-52 animate-pulse rounded-2xl border border-slate-100 bg-slate-50 p-5">
			<div className="h-4 w-1/3 rounded bg-slate-200" />
			<div className="mt-4 h-3 w-3/4 rounded bg-slate-200" />
			<div className="mt-2 h-3 w-2/3 rounded bg-slate-200" />
			<div className="mt-2 h-3 w-1/2 rounded bg-slate-200" />
		</div>
	);
}

function AddressBook({ user }: { user: SessionUser }) {
	const userId = user.user_id;
	const addresses = useAddresses(userId);
	const add = useAddAddress(userId);
	const update = useUpdateAddress(userId);
	const setDefault = useSetDefaultAddress(userId);
	const remove = useDeleteAddress(userId);
	const toast = useToast();
	const navigate = useNavigate();
	const location = useLocation();

	const [editing, setEditing] = useState<Editing>(null);
	const [formError, setFormError] = useState<{ message: string; fields: FieldError[] } | null>(null);
	const [deleting, setDeleting] = useState<Address | null>(null);
	const [deleteError, setDeleteError] = useState<string | null>(null);
	const [pageError, setPageError] = useState<string | null>(null);
	const newAddressDefaults = useMemo(() => ({ name: user.full_name, phone: user.phone }), [user.full_name, user.phone]);

	const list = addresses.data ?? [];
	const full = list.length >= MAX_ADDRESSES_PER_USER;

	const openAdd = () => {
		setFormError(null);
		setEditing({ mode: "add" });
	};

	const save = (fields: AddressFields, makeDefault: boolean) => {
		setFormError(null);
		const onError = (error: Error) =>
			setFormError({
				message: errorMessage(error),
				fields: error instanceof ApiError ? error.errors : [],
			});
		if (editing?.mode === "edit") {
			update.mutate(
				{ ...fields, address_id: editing.address.id, ...(makeDefault ? { is_default: true } : {}) },
				{
					onSuccess: (data) => {
						setEditing(null);
						toast.success(data.message || addressesMessages.updated);
					},
					onError,
				},
			);
		} else {
			add.mutate(
				{ ...fields, is_default: makeDefault },
				{
					onSuccess: (data) => {
						setEditing(null);
						toast.success(data.message || addressesMessages.added);
					},
					onError,
				},
			);
		}
	};

	const confirmDelete = () => {
		if (!deleting) return;
		setDeleteError(null);
		remove.mutate(deleting.id, {
			onSuccess: (data) => {
				setDeleting(null);
				toast.success(data.message || addressesMessages.deleted);
			},
			onError: (error) => setDeleteError(errorMessage(error)),
		});
	};

	const makeDefault = (address: Address) => {
		setPageError(null);
		setDefault.mutate(address.id, {
			onSuccess: (data) => toast.success(data.message || addressesMessages.defaultSet),
			onError: (error) => setPageError(errorMessage(error)),
		});
	};

	return (
		<>
			<div className="mb-6 flex flex-wrap items-center justify-between gap-3">
				<PageHeading>{addressesMessages.myAddresses}</PageHeading>
				<div className="flex gap-2">
					<Button variant="secondary" onClick={() => (location.key === "default" ? navigate("/") : navigate(-1))}>
						{addressesMessages.back}
					</Button>
					<Button onClick={openAdd} disabled={addresses.isPending || full}>
						{addressesMessages.addNewAddress}
					</Button>
				</div>
			</div>
			{full ? (
				<Alert variant="info" className="mb-4">
					{addressesMessages.limitReached(MAX_ADDRESSES_PER_USER)}
				</Alert>
			) : null}
			{pageError ? <Alert className="mb-4">{pageError}</Alert> : null}

			{addresses.isPending ? (
				<div className="grid gap-4 md:grid-cols-2" aria-busy="true">
					<span className="sr-only" role="status">
						{addressesMessages.loadingAddresses}
					</span>
					<AddressSkeleton />
					<AddressSkeleton />
				</div>
			) : addresses.isError ? (
				<Alert
					action={
						<Button variant="secondary" size="sm" onClick={() => addresses.refetch()}>
							{addressesMessages.tryAgain}
						</Button>
					}
				>
					{errorMessage(addresses.error, addressesMessages.loadFailed)}
				</Alert>
			) : list.length === 0 ? (
				<div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
					<p className="text-slate-700">{addressesMessages.empty}</p>
					<p className="mt-1 text-sm text-slate-500">{addressesMessages.addOneNowTo}</p>
					<Button className="mt-4" onClick={openAdd}>
						{addressesMessages.addNewAddress}
					</Button>
				</div>
			) : (
				<ul className="grid gap-4 md:grid-cols-2">
					{list.map((address) => (
						<li key={address.id}>
							<AddressCard
								address={address}
								onEdit={() => {
									setFormError(null);
									setEditing({ mode: "edit", address });
								}}
								onDelete={() => {
									setDeleteError(null);
									setDeleting(address);
								}}
								onSetDefault={() => makeDefault(address)}
								settingDefault={setDefault.isPending && setDefault.variables === address.id}
							/>
						</li>
					))}
				</ul>
			)}

			<AddressFormDialog
				open={editing !== null}
				address={editing?.mode === "edit" ? editing.address : null}
				isFirst={list.length === 0}
				defaults={newAddressDefaults}
				saving={add.isPending || update.isPending}
				error={formError?.message ?? null}
				fieldErrors={formError?.fields ?? []}
				onSave={save}
				onClose={() => setEditing(null)}
			/>
			<ConfirmDialog
				open={deleting !== null}
				title={addressesMessages.deleteAddress}
				message={addressesMessages.confirmDelete}
				confirmLabel="Delete"
				busy={remove.isPending}
				error={deleteError}
				onConfirm={confirmDelete}
				onCancel={() => setDeleting(null)}
			/>
		</>
	);
}

export default function AddressesPage() {
	return (
		<div className="mx-auto max-w-5xl px-4 py-8">
			<RequireSession>{(session) => <AddressBook user={session.user} />}</RequireSession>
		</div>
	);
}
