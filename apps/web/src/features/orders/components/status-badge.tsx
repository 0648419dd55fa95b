import { type OrderStatus, ordersMessages } from "@pitara/shared";

/** SPEC.md §4: Delivered green, Cancelled red, Shipped blue, Pending or anything else yellow. */
export function statusClasses(status: string): string {
	switch (status as OrderStatus) {
		case "Delivered":
			return "bg-green-100 text-green-800 ring-green-600/20";
		case "Cancelled":
			return "bg-red-100 text-red-800 ring-red-600/20";
		case "Shipped":
			return "bg-blue-100 text-blue-800 ring-blue-600/20";
		default:
			return "bg-yellow-100 text-yellow-900 ring-yellow-600/30";
	}
}

export function StatusBadge({ status }: { status: string }) {
	return (
		<span
			className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusClasses(status)}`}
			data-status={status}
		>
			{ordersMessages.orderStatuses[status] ?? status}
		</span>
	);
}

/** The solid colour of a status, for timeline dots. */
export function statusDotClass(status: string): string {
	switch (status as OrderStatus) {
		case "Delivered":
			return "bg-green-600";
		case "Cancelled":
			return "bg-red-600";
		case "Shipped":
			return "bg-blue-600";
		default:
			return "bg-yellow-500";
	}
}
