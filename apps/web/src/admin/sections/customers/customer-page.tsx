import { type AdminOrderRow, PAYMENT_MODE_LABELS, staffMay } from "@pitara/shared";
import { useState } from "react";
import { useParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatRupees } from "../../../lib/format.ts";
import { formatDate, formatDateTime } from "../../../lib/format-date.ts";
import { useStaff } from "../../app/staff-gate.tsx";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { NotesCard } from "../../ui/notes-card.tsx";
import { Card, PageHeader, Pill } from "../../ui/page.tsx";
import { OrderStatusPill, PaymentStatusPill } from "../../ui/status.tsx";
import { useCustomer } from "./api/get-customer.ts";
import { useCustomerOrders } from "./api/get-customer-orders.ts";
import { CodSwitch } from "./cod-switch.tsx";
import { CreditCard } from "./components/credit-card.tsx";

const orderColumns: Column<AdminOrderRow>[] = [
	{ header: "Order", primary: true, cell: (row) => `#${row.order_id}` },
	{ header: "Placed", cell: (row) => formatDateTime(row.created_at) },
	{ header: "Status", cell: (row) => <OrderStatusPill status={row.status} /> },
	{
		header: "Payment",
		cell: (row) => (
			<span className="flex flex-wrap items-center gap-1">
				{PAYMENT_MODE_LABELS[row.payment_mode]} <PaymentStatusPill status={row.payment_status} />
			</span>
		),
	},
	{ header: "Total", align: "right", cell: (row) => formatRupees(row.total) },
];

function Field({ label, value }: { label: string; value: string }) {
	return (
		<div>
			<dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
			<dd className="break-words text-slate-900">{value}</dd>
		</div>
	);
}

/** One customer: profile, addresses and orders. */
export default function CustomerPage() {
	const id = Number(useParams().id);
	const staff = useStaff();
	const customer = useCustomer(id);
	const [ordersPage, setOrdersPage] = useState(1);
	const orders = useCustomerOrders(id, ordersPage);
	const back = { to: "/customers", label: "Customers" };

	if (customer.isPending) {
		return (
			<>
				<PageHeader title="Customer" back={back} />
				<div role="status" aria-label="Loading the customer" className="h-48 animate-pulse rounded-xl bg-white" />
			</>
		);
	}
	if (customer.isError) {
		const missing = customer.error instanceof ApiError && customer.error.status === 404;
		return (
			<>
				<PageHeader title="Customer" back={back} />
				<Alert
					action={
						missing ? null : (
							<Button size="sm" variant="secondary" onClick={() => void customer.refetch()}>
								Try again
							</Button>
						)
					}
				>
					{missing ? "There is no such customer." : errorMessage(customer.error, "Could not load the customer")}
				</Alert>
			</>
		);
	}
	const person = customer.data;
	return (
		<>
			<PageHeader title={person.full_name} back={back}>
				<p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
					Customer since {formatDate(person.created_at)}{" "}
					{person.role !== "customer" ? <Pill tone="blue">staff</Pill> : null}
				</p>
			</PageHeader>
			<div className="grid gap-4 lg:grid-cols-3">
				<Card title="Profile">
					<dl className="space-y-3 text-sm">
						<Field label="Phone" value={person.phone} />
						<Field label="E-mail" value={person.email} />
						<Field label="Gender" value={person.gender ?? "Not specified"} />
						<Field label="Date of birth" value={person.dob ? formatDate(person.dob) : "Not specified"} />
						<Field label="Orders" value={String(person.orders)} />
					</dl>
				</Card>
				{person.role === "customer" ? <CodSwitch userId={person.user_id} /> : null}
				<Card title={`Addresses (${person.addresses.length})`} className="lg:col-span-2">
					{person.addresses.length === 0 ? (
						<p className="text-sm text-slate-600">No saved address.</p>
					) : (
						<ul className="grid gap-3 sm:grid-cols-2">
							{person.addresses.map((address) => (
								<li key={address.address_id} className="rounded-lg border border-slate-200 p-3 text-sm">
									<p className="font-medium text-slate-900">
										{address.name} {address.is_default ? <Pill tone="green">default</Pill> : null}
									</p>
									<p className="text-slate-700">
										{address.address_line1}
										{address.address_line2 ? `, ${address.address_line2}` : ""}
									</p>
									<p className="text-slate-700">
										{address.city}, {address.state} {address.pincode}
									</p>
									<p className="text-slate-500">Phone {address.phone}</p>
								</li>
							))}
						</ul>
					)}
				</Card>
				<CreditCard userId={person.user_id} />
				<NotesCard
					path={`/customer-notes/${person.user_id}`}
					canWrite={staffMay(staff.role, "customer-notes", "write")}
				/>
			</div>
			<h2 className="mb-2 mt-6 text-lg font-semibold text-slate-900">Orders</h2>
			<DataTable
				caption={`Orders of ${person.full_name}`}
				query={orders}
				columns={orderColumns}
				rowKey={(row) => row.order_id}
				rowHref={(row) => `/orders/${row.order_id}`}
				empty="No orders yet."
				page={ordersPage}
				onPageChange={setOrdersPage}
			/>
		</>
	);
}
