import type { ReportGroup } from "@pitara/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/**
 * The owner's sales reports (issue 29): each one aggregate statement over
 * the orders placed in a range of days in India — PostgreSQL adds them up,
 * no order row is brought into memory. `orders_created_idx` (created_at)
 * picks the range; the lines come by `order_items_order_idx`.
 *
 * A sale is an order placed in the range that is paid (or refunded later)
 * or cash on delivery, and not cancelled whole: an online order whose payment
 * never came is not a sale. Decision 050.
 */
export interface DayRange {
	/** first day in India, YYYY-MM-DD */
	from: string;
	/** last day in India (included) */
	to: string;
}

/** `o` placed within the range: [start of `from` in India, start of the day after `to`). */
const placedIn = (range: DayRange): SQL =>
	sql`o.created_at >= (${range.from}::date::timestamp at time zone 'Asia/Kolkata')
		and o.created_at < ((${range.to}::date + 1)::timestamp at time zone 'Asia/Kolkata')`;

/** Orders placed in the range that count as sales (the alias `o`). */
const salesIn = (range: DayRange): SQL =>
	sql`${placedIn(range)} and o.status <> 'Cancelled'
		and (o.payment_status in ('Paid', 'Refunded') or o.payment_mode = 'COD')`;

/** Orders placed in the range that were paid or cash on delivery, cancelled ones included. */
const bookedIn = (range: DayRange): SQL =>
	sql`${placedIn(range)}
		and (o.payment_status in ('Paid', 'Refunded') or o.payment_mode = 'COD')`;

const n = (value: unknown): number => Number(value ?? 0);

export interface SalesBucket {
	period: string;
	orders: number;
	units: number;
	gross: number;
	discounts: number;
	net: number;
	tax: number;
	refunds: number;
}

/**
 * Sales by day, week (from Monday) or month: orders, units kept, gross
 * (items, delivery and COD fee before the promo), promo discounts, net (what
 * was charged), GST on the invoices issued for them, and refunds; every
 * period of the range present, empty ones at zero.
 */
export async function salesByPeriod(db: Db, range: DayRange, group: ReportGroup): Promise<SalesBucket[]> {
	const unit = sql.raw(`'${group}'`);
	const step = sql.raw(`'1 ${group}'`);
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`with s as (
				select date_trunc(${unit}, o.created_at at time zone 'Asia/Kolkata')::date as period, count(*) as orders,
					sum(o.sub_total + o.delivery + o.cod_fee) as gross, sum(o.promo_discount) as discounts,
					sum(o.total) as net, sum(o.refunded_amount) as refunds
				from orders o where ${salesIn(range)} group by 1
			), u as (
				select date_trunc(${unit}, o.created_at at time zone 'Asia/Kolkata')::date as period,
					sum(oi.quantity - oi.cancelled_quantity - oi.returned_quantity) as units
				from orders o join order_items oi on oi.order_id = o.id where ${salesIn(range)} group by 1
			), t as (
				select date_trunc(${unit}, o.created_at at time zone 'Asia/Kolkata')::date as period, sum(t.tax) as tax
				from orders o join tax_documents t on t.order_id = o.id and t.kind = 'invoice' where ${salesIn(range)} group by 1
			)
			select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(s.orders, 0) as orders, coalesce(u.units, 0) as units,
				coalesce(s.gross, 0) as gross, coalesce(s.discounts, 0) as discounts, coalesce(s.net, 0) as net,
				coalesce(t.tax, 0) as tax, coalesce(s.refunds, 0) as refunds
			from generate_series(date_trunc(${unit}, ${range.from}::date::timestamp), ${range.to}::date::timestamp, ${step}::interval) as p(period)
			left join s on s.period = p.period::date
			left join u on u.period = p.period::date
			left join t on t.period = p.period::date
			order by p.period`,
	);
	return rows.map((row) => ({
		period: String(row.period),
		orders: n(row.orders),
		units: n(row.units),
		gross: n(row.gross),
		discounts: n(row.discounts),
		net: n(row.net),
		tax: n(row.tax),
		refunds: n(row.refunds),
	}));
}

export interface RankedRow {
	label: string;
	detail: string;
	orders: number;
	units: number;
	revenue: number;
}

const TOP = 50;

/** Units kept (bought less cancelled and returned) and their revenue (unit price × units), per key. */
async function ranked(db: Db, range: DayRange, key: SQL, detail: SQL, joins: SQL, limit = TOP): Promise<RankedRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`select ${key} as label, ${detail} as detail, count(distinct oi.order_id) as orders,
				sum(oi.quantity - oi.cancelled_quantity - oi.returned_quantity) as units,
				sum(oi.unit_price::bigint * (oi.quantity - oi.cancelled_quantity - oi.returned_quantity)) as revenue
			from orders o join order_items oi on oi.order_id = o.id ${joins}
			where ${salesIn(range)}
			group by 1, 2
			order by revenue desc, units desc, label
			limit ${limit}`,
	);
	return rows.map((row) => ({
		label: String(row.label ?? ""),
		detail: String(row.detail ?? ""),
		orders: n(row.orders),
		units: n(row.units),
		revenue: n(row.revenue),
	}));
}

export function productsRanked(db: Db, range: DayRange): Promise<RankedRow[]> {
	return ranked(db, range, sql`oi.product_name`, sql`oi.brand`, sql``);
}

export function variantsRanked(db: Db, range: DayRange): Promise<RankedRow[]> {
	return ranked(
		db,
		range,
		sql`oi.product_name`,
		sql`concat_ws(' / ', nullif(oi.size, ''), nullif(oi.color, ''))`,
		sql``,
	);
}

export function categoriesRanked(db: Db, range: DayRange): Promise<RankedRow[]> {
	return ranked(
		db,
		range,
		sql`coalesce(c.name, 'Other')`,
		sql`''`,
		sql`join variants v on v.id = oi.variant_id join products p on p.id = v.product_id left join categories c on c.id = p.category_id`,
	);
}

export function brandsRanked(db: Db, range: DayRange): Promise<RankedRow[]> {
	return ranked(db, range, sql`oi.brand`, sql`''`, sql``);
}

/** A product made for several age bands counts in each of them. */
export function ageBandsRanked(db: Db, range: DayRange): Promise<RankedRow[]> {
	return ranked(
		db,
		range,
		sql`coalesce(band.name, 'No age band')`,
		sql`''`,
		sql`join variants v on v.id = oi.variant_id join products p on p.id = v.product_id
			left join lateral unnest(case when cardinality(p.age_groups) = 0 then array[null::text] else p.age_groups end) as band(name) on true`,
	);
}

export interface PaymentRow {
	mode: string;
	orders: number;
	amount: number;
}

export async function paymentMix(db: Db, range: DayRange): Promise<PaymentRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`select o.payment_mode as mode, count(*) as orders, sum(o.total) as amount
			from orders o where ${salesIn(range)} group by 1 order by amount desc, mode`,
	);
	return rows.map((row) => ({ mode: String(row.mode), orders: n(row.orders), amount: n(row.amount) }));
}

export interface CustomerRow {
	kind: "New" | "Returning";
	customers: number;
	orders: number;
	amount: number;
}

/** New: the order is the customer's first sale ever; returning: she had bought before it. */
export async function newVsReturning(db: Db, range: DayRange): Promise<CustomerRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`with o as (
				select o.id, o.user_id, o.total, o.created_at from orders o where ${salesIn(range)}
			), first as (
				select e.user_id, min(e.created_at) as first_at from orders e
				where e.user_id in (select user_id from o) and e.status <> 'Cancelled'
					and (e.payment_status in ('Paid', 'Refunded') or e.payment_mode = 'COD')
				group by e.user_id
			), k as (
				select o.*, case when first.first_at < o.created_at then 'Returning' else 'New' end as kind
				from o join first on first.user_id = o.user_id
			)
			select kind, count(distinct user_id) as customers, count(*) as orders, sum(total) as amount
			from k group by kind order by kind`,
	);
	const byKind = new Map(rows.map((row) => [String(row.kind), row]));
	return (["New", "Returning"] as const).map((kind) => ({
		kind,
		customers: n(byKind.get(kind)?.customers),
		orders: n(byKind.get(kind)?.orders),
		amount: n(byKind.get(kind)?.amount),
	}));
}

export interface PromoRow {
	code: string;
	orders: number;
	discount: number;
	amount: number;
}

export async function promoUsage(db: Db, range: DayRange): Promise<PromoRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`select o.promo_code as code, count(*) as orders, sum(o.promo_discount) as discount, sum(o.total) as amount
			from orders o where ${salesIn(range)} and o.promo_code is not null
			group by 1 order by discount desc, code limit ${TOP}`,
	);
	return rows.map((row) => ({
		code: String(row.code),
		orders: n(row.orders),
		discount: n(row.discount),
		amount: n(row.amount),
	}));
}

export interface CancellationRow {
	product: string;
	size: string;
	cancelled: number;
	returned: number;
	amount: number;
}

/** Units cancelled and returned, by product and size, of the orders placed in the range (whole cancellations too). */
export async function cancellationsByProduct(db: Db, range: DayRange): Promise<CancellationRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`select oi.product_name as product, oi.size,
				sum(case when o.status = 'Cancelled' then oi.quantity - oi.returned_quantity else oi.cancelled_quantity end) as cancelled,
				sum(oi.returned_quantity) as returned,
				sum(oi.unit_price::bigint * (case when o.status = 'Cancelled' then oi.quantity else oi.cancelled_quantity + oi.returned_quantity end)) as amount
			from orders o join order_items oi on oi.order_id = o.id
			where ${bookedIn(range)} and (o.status = 'Cancelled' or oi.cancelled_quantity > 0 or oi.returned_quantity > 0)
			group by 1, 2 order by amount desc, product, size limit ${TOP}`,
	);
	return rows.map((row) => ({
		product: String(row.product),
		size: String(row.size),
		cancelled: n(row.cancelled),
		returned: n(row.returned),
		amount: n(row.amount),
	}));
}

export interface CancellationTotals {
	booked: number;
	cancelledOrders: number;
	refunds: number;
	/** cancellations by the reason given (staff or shopper), partial ones included */
	reasons: { reason: string; count: number }[];
}

export async function cancellationTotals(db: Db, range: DayRange): Promise<CancellationTotals> {
	const [row] = await queryRows<Record<string, unknown>>(
		db,
		sql`select count(*) as booked, count(*) filter (where o.status = 'Cancelled') as cancelled,
				sum(o.refunded_amount) as refunds
			from orders o where ${bookedIn(range)}`,
	);
	const reasons = await queryRows<Record<string, unknown>>(
		db,
		sql`select coalesce(nullif(trim(c.reason), ''), 'No reason given') as reason, count(*) as count
			from orders o join order_cancellations c on c.order_id = o.id
			where ${bookedIn(range)} group by 1 order by count desc, reason limit ${TOP}`,
	);
	return {
		booked: n(row?.booked),
		cancelledOrders: n(row?.cancelled),
		refunds: n(row?.refunds),
		reasons: reasons.map((reason) => ({ reason: String(reason.reason), count: n(reason.count) })),
	};
}
