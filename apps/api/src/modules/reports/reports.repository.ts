import type { ReportGroup } from "@pitara/shared";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { transaction } from "../events/index.ts";

/**
 * The owner's sales reports (issue 29). Each report reads the daily summary
 * `report_days` (decision 058) for the range's days: a year is some 365 ×
 * rows-a-day, not a million orders. A day is summed from the live tables
 * (`orders_created_idx` picks its orders, `order_items_order_idx` their lines)
 * whenever the triggers of migration 0029 have marked it changed, before any
 * report reads it: the day in progress and any day an order, a line, a
 * cancellation or a tax document of was changed.
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

/** The day in India an order was placed. */
const DAY = sql`report_day(o.created_at)`;

/** Orders placed on one of `days` (a sorted, comma-separated list of ISO dates), as `o`. */
const placedOn = (days: string[]): SQL => {
	const list = days.join(",");
	return sql`${placedIn({ from: days[0] ?? "", to: days[days.length - 1] ?? "" })}
		and ${DAY} = any(string_to_array(${list}, ',')::date[])`;
};
const SALE = sql`o.status <> 'Cancelled' and (o.payment_status in ('Paid', 'Refunded') or o.payment_mode = 'COD')`;
const BOOKED = sql`(o.payment_status in ('Paid', 'Refunded') or o.payment_mode = 'COD')`;
const KEPT = sql`(oi.quantity - oi.cancelled_quantity - oi.returned_quantity)`;

/** Every dimension's rows of `days`, summed from the live tables: one statement a dimension. */
function summaryStatements(days: string[]): SQL[] {
	const on = placedOn(days);
	const ranked = (dimension: string, label: SQL, detail: SQL, joins: SQL = sql``) =>
		sql`insert into report_days (dimension, day, label, detail, orders, units, amount)
			select ${dimension}, ${DAY}, coalesce(${label}, ''), coalesce(${detail}, ''), count(distinct oi.order_id),
				sum(${KEPT}), sum(oi.unit_price::bigint * ${KEPT})
			from orders o join order_items oi on oi.order_id = o.id ${joins}
			where ${on} and ${SALE} group by 2, 3, 4`;
	return [
		sql`insert into report_days (dimension, day, orders, gross, discount, amount, refunds, units, tax)
			select 'sales', s.day, s.orders, s.gross, s.discounts, s.net, s.refunds, coalesce(u.units, 0), coalesce(t.tax, 0)
			from (
				select ${DAY} as day, count(*) as orders, sum(o.sub_total + o.delivery + o.cod_fee) as gross,
					sum(o.promo_discount) as discounts, sum(o.total) as net, sum(o.refunded_amount) as refunds
				from orders o where ${on} and ${SALE} group by 1
			) s left join (
				select ${DAY} as day, sum(${KEPT}) as units
				from orders o join order_items oi on oi.order_id = o.id where ${on} and ${SALE} group by 1
			) u on u.day = s.day left join (
				select ${DAY} as day, sum(t.tax) as tax
				from orders o join tax_documents t on t.order_id = o.id and t.kind = 'invoice' where ${on} and ${SALE} group by 1
			) t on t.day = s.day`,
		ranked("product", sql`oi.product_name`, sql`oi.brand`),
		ranked("variant", sql`oi.product_name`, sql`concat_ws(' / ', nullif(oi.size, ''), nullif(oi.color, ''))`),
		ranked(
			"category",
			sql`coalesce(c.name, 'Other')`,
			sql`''`,
			sql`join variants v on v.id = oi.variant_id join products p on p.id = v.product_id left join categories c on c.id = p.category_id`,
		),
		ranked("brand", sql`oi.brand`, sql`''`),
		// a product made for several age bands counts in each of them
		ranked(
			"age",
			sql`coalesce(band.name, 'No age band')`,
			sql`''`,
			sql`join variants v on v.id = oi.variant_id join products p on p.id = v.product_id
				left join lateral unnest(case when cardinality(p.age_groups) = 0 then array[null::text] else p.age_groups end) as band(name) on true`,
		),
		sql`insert into report_days (dimension, day, label, orders, amount)
			select 'payment', ${DAY}, o.payment_mode, count(*), sum(o.total) from orders o where ${on} and ${SALE} group by 2, 3`,
		sql`insert into report_days (dimension, day, label, orders, discount, amount)
			select 'promo', ${DAY}, o.promo_code, count(*), sum(o.promo_discount), sum(o.total)
			from orders o where ${on} and ${SALE} and o.promo_code is not null group by 2, 3`,
		// new: the order is the customer's first sale ever; returning: she had bought before it
		sql`insert into report_days (dimension, day, label, orders, amount)
			select 'customer', ${DAY}, case when exists (
					select 1 from orders e where e.user_id = o.user_id and e.created_at < o.created_at and e.status <> 'Cancelled'
						and (e.payment_status in ('Paid', 'Refunded') or e.payment_mode = 'COD')
				) then 'Returning' else 'New' end, count(*), sum(o.total)
			from orders o where ${on} and ${SALE} group by 2, 3`,
		sql`insert into report_days (dimension, day, label, detail, cancelled, returned, amount)
			select 'cancel', ${DAY}, oi.product_name, coalesce(oi.size, ''),
				sum(case when o.status = 'Cancelled' then oi.quantity - oi.returned_quantity else oi.cancelled_quantity end),
				sum(oi.returned_quantity),
				sum(oi.unit_price::bigint * (case when o.status = 'Cancelled' then oi.quantity else oi.cancelled_quantity + oi.returned_quantity end))
			from orders o join order_items oi on oi.order_id = o.id
			where ${on} and ${BOOKED} and (o.status = 'Cancelled' or oi.cancelled_quantity > 0 or oi.returned_quantity > 0)
			group by 2, 3, 4`,
		sql`insert into report_days (dimension, day, orders, cancelled, refunds)
			select 'booked', ${DAY}, count(*), count(*) filter (where o.status = 'Cancelled'), sum(o.refunded_amount)
			from orders o where ${on} and ${BOOKED} group by 2`,
		sql`insert into report_days (dimension, day, label, orders)
			select 'reason', ${DAY}, coalesce(nullif(trim(c.reason), ''), 'No reason given'), count(*)
			from orders o join order_cancellations c on c.order_id = o.id where ${on} and ${BOOKED} group by 2, 3`,
	];
}

/** One refresh at a time (a transaction-scoped advisory lock): two would sum the same day twice. */
const REFRESH_LOCK = 7_262_058;
/** Days summed in one transaction. */
const BATCH_DAYS = 31;

/**
 * Sums again the days marked changed (within `range`, or all): takes their
 * marks away and rebuilds their rows, a batch of days per transaction. A
 * change committed after its mark was taken left a mark of its own (the
 * marks are appended, never shared), so its day is summed again next time.
 * Idempotent: a day's rows are replaced, never added to. Returns the days summed.
 */
export async function refreshReportDays(db: Db, range?: DayRange): Promise<number> {
	const within = range ? sql`where day between ${range.from}::date and ${range.to}::date` : sql``;
	const marked = await queryRows<{ day: string }>(
		db,
		sql`select distinct to_char(day, 'YYYY-MM-DD') as day from report_dirty_days ${within} order by 1`,
	);
	let summed = 0;
	for (let i = 0; i < marked.length; i += BATCH_DAYS) {
		const batch = marked.slice(i, i + BATCH_DAYS).map((row) => row.day);
		summed += await transaction(db, async (tx) => {
			await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
			const taken = await queryRows<{ day: string }>(
				tx,
				sql`delete from report_dirty_days where day = any(string_to_array(${batch.join(",")}, ',')::date[])
					returning to_char(day, 'YYYY-MM-DD') as day`,
			);
			const days = [...new Set(taken.map((row) => row.day))].sort();
			if (days.length === 0) return 0;
			await tx.execute(sql`delete from report_days where day = any(string_to_array(${days.join(",")}, ',')::date[])`);
			for (const statement of summaryStatements(days)) await tx.execute(statement);
			return days.length;
		});
	}
	return summed;
}

/** The summary rows of a dimension in the range, once its changed days are summed again. */
const rowsIn = (dimension: string, range: DayRange): SQL =>
	sql`r.dimension = ${dimension} and r.day between ${range.from}::date and ${range.to}::date`;

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
				select date_trunc(${unit}, r.day)::date as period, sum(r.orders) as orders, sum(r.units) as units,
					sum(r.gross) as gross, sum(r.discount) as discounts, sum(r.amount) as net, sum(r.tax) as tax,
					sum(r.refunds) as refunds
				from report_days r where ${rowsIn("sales", range)} group by 1
			)
			select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(s.orders, 0) as orders, coalesce(s.units, 0) as units,
				coalesce(s.gross, 0) as gross, coalesce(s.discounts, 0) as discounts, coalesce(s.net, 0) as net,
				coalesce(s.tax, 0) as tax, coalesce(s.refunds, 0) as refunds
			from generate_series(date_trunc(${unit}, ${range.from}::date::timestamp), ${range.to}::date::timestamp, ${step}::interval) as p(period)
			left join s on s.period = p.period::date
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

/** Units kept (bought less cancelled and returned) and their revenue (unit price × units), per label. */
async function ranked(db: Db, range: DayRange, dimension: string, limit = TOP): Promise<RankedRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`select r.label, r.detail, sum(r.orders) as orders, sum(r.units) as units, sum(r.amount) as revenue
			from report_days r where ${rowsIn(dimension, range)}
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

export const productsRanked = (db: Db, range: DayRange) => ranked(db, range, "product");
export const variantsRanked = (db: Db, range: DayRange) => ranked(db, range, "variant");
export const categoriesRanked = (db: Db, range: DayRange) => ranked(db, range, "category");
export const brandsRanked = (db: Db, range: DayRange) => ranked(db, range, "brand");
/** A product made for several age bands counts in each of them. */
export const ageBandsRanked = (db: Db, range: DayRange) => ranked(db, range, "age");

export interface PaymentRow {
	mode: string;
	orders: number;
	amount: number;
}

export async function paymentMix(db: Db, range: DayRange): Promise<PaymentRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`select r.label as mode, sum(r.orders) as orders, sum(r.amount) as amount
			from report_days r where ${rowsIn("payment", range)} group by 1 order by amount desc, mode`,
	);
	return rows.map((row) => ({ mode: String(row.mode), orders: n(row.orders), amount: n(row.amount) }));
}

export interface CustomerRow {
	kind: "New" | "Returning";
	customers: number;
	orders: number;
	amount: number;
}

/**
 * New: the order is the customer's first sale ever; returning: she had bought
 * before it. Orders and amounts from the summary; the people who returned are
 * counted on the orders themselves (a person is counted once over the range,
 * which no per-day figure adds up to). A person's first sale is one order, so
 * new people = new orders.
 */
export async function newVsReturning(db: Db, range: DayRange): Promise<CustomerRow[]> {
	const rows = await queryRows<Record<string, unknown>>(
		db,
		sql`select r.label as kind, sum(r.orders) as orders, sum(r.amount) as amount
			from report_days r where ${rowsIn("customer", range)} group by 1`,
	);
	const byKind = new Map(rows.map((row) => [String(row.kind), row]));
	const returningOrders = n(byKind.get("Returning")?.orders);
	let returningPeople = 0;
	if (returningOrders > 0) {
		// one pass over the sales of the range's buyers up to its end, per person (not an `exists` per order of the
		// range): she returned when she bought twice in the range, or in it and before it
		const [row] = await queryRows<{ people: number }>(
			db,
			sql`select count(*) filter (where p.inside > 1 or (p.inside = 1 and p.before > 0)) as people
				from (
					select o.user_id,
						count(*) filter (where o.created_at >= (${range.from}::date::timestamp at time zone 'Asia/Kolkata')) as inside,
						count(*) filter (where o.created_at < (${range.from}::date::timestamp at time zone 'Asia/Kolkata')) as before
					from orders o
					where o.created_at < ((${range.to}::date + 1)::timestamp at time zone 'Asia/Kolkata') and ${SALE}
						and o.user_id in (select o.user_id from orders o where ${placedIn(range)} and ${SALE})
					group by o.user_id
				) p`,
		);
		returningPeople = n(row?.people);
	}
	return (["New", "Returning"] as const).map((kind) => ({
		kind,
		customers: kind === "New" ? n(byKind.get(kind)?.orders) : returningPeople,
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
		sql`select r.label as code, sum(r.orders) as orders, sum(r.discount) as discount, sum(r.amount) as amount
			from report_days r where ${rowsIn("promo", range)}
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
		sql`select r.label as product, r.detail as size, sum(r.cancelled) as cancelled, sum(r.returned) as returned,
				sum(r.amount) as amount
			from report_days r where ${rowsIn("cancel", range)}
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
		sql`select sum(r.orders) as booked, sum(r.cancelled) as cancelled, sum(r.refunds) as refunds
			from report_days r where ${rowsIn("booked", range)}`,
	);
	const reasons = await queryRows<Record<string, unknown>>(
		db,
		sql`select r.label as reason, sum(r.orders) as count
			from report_days r where ${rowsIn("reason", range)} group by 1 order by count desc, reason limit ${TOP}`,
	);
	return {
		booked: n(row?.booked),
		cancelledOrders: n(row?.cancelled),
		refunds: n(row?.refunds),
		reasons: reasons.map((reason) => ({ reason: String(reason.reason), count: n(reason.count) })),
	};
}
