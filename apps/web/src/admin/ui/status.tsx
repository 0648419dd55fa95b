import type { OrderStatus, PaymentStatus } from "@pitara/shared";
import { Pill, type PillTone } from "./page.tsx";

/** SPEC.md §4: Delivered green, Cancelled red, Shipped blue, Pending (or anything else) yellow. */
const orderTones: Record<OrderStatus, PillTone> = {
	Delivered: "green",
	Cancelled: "red",
	Shipped: "blue",
	Pending: "yellow",
};
const paymentTones: Record<PaymentStatus, PillTone> = {
	Paid: "green",
	Failed: "red",
	Refunded: "grey",
	Pending: "yellow",
};

export function OrderStatusPill({ status }: { status: OrderStatus }) {
	return <Pill tone={orderTones[status] ?? "yellow"}>{status}</Pill>;
}

export function PaymentStatusPill({ status }: { status: PaymentStatus }) {
	return <Pill tone={paymentTones[status] ?? "yellow"}>{status}</Pill>;
}
