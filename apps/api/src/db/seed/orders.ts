import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../client.ts";

/**
 * A year of order history for the reports' benchmark (issue 29):
 * `npm run seed -- --orders 1000000`. Set-based SQL over generate_series, in
 * which every row is a function of its order's number `i`: the order's id,
 * shopper, time, state, lines, invoice and credit note are computed, never
 * looked up, so no statement joins a million rows to another million and no
 * row is written twice (the orders' totals are summed in their own INSERT).
 *
 * What it makes: shoppers (one per ten orders); orders over the last 365 days
 * in India, one in 40 more in the last complete month (the festive month: a
 * million orders give it ≈ 100,000 invoices, GSTR-1's target month); one or
 * two lines each from the shop's variants; 3 % cancelled; a tax invoice for
 * every order not cancelled (2 % to a GSTIN; a few above ₹1 lakh) and a full
 * credit note for 5 % of them (and for a quarter of the GSTIN ones and half of those above ₹1 lakh), numbered on in each financial year's series.
 * The invoices' lines follow the shared GST arithmetic (`splitTax`, 5 %, tax
 * taken out of the GST-inclusive price, CGST + SGST within Karnataka, IGST
 * elsewhere) so the GSTR-1 pack reconciles on this data too.
 *
 * The rows are the ones the app would write; the per-row foreign-key checks
 * and the report triggers are switched off for these statements
 * (`session_replication_role = replica`, when the role may) because the keys
 * hold by construction and the days the triggers would mark are marked once
 * here instead; the daily summary is then summed by the reports' own
 * statements (`refreshReportDays`, run by the caller). For benchmarks only:
 * never on a real shop.
 */
export interface OrderSeedSummary {
	orders: number;
	invoices: number;
	creditNotes: number;
	ms: number;
	timings: Record<string, number>;
}

const STATES = [
	["Karnataka", "29"],
	["Maharashtra", "27"],
	["Tamil Nadu", "33"],
	["Delhi", "07"],
	["Kerala", "32"],
	["Telangana", "36"],
	["West Bengal", "19"],
	["Gujarat", "24"],
] as const;

const states = sql.raw(`array[${STATES.map(([name]) => `'${name}'`).join(", ")}]`);
const codes = sql.raw(`array[${STATES.map(([, code]) => `'${code}'`).join(", ")}]`);

interface Bases {
	order: number;
	item: number;
	user: number;
	shoppers: number;
	count: number;
}

/** The shop's active variants as arrays, `v`, picked from by position. */
const VARIANTS = sql`v as (
	select array_agg(v.id order by v.id) as ids, array_agg(v.price order by v.id) as prices,
		array_agg(p.name order by v.id) as names, array_agg(v.size order by v.id) as sizes, count(*)::int as n
	from variants v join products p on p.id = v.product_id where v.active)`;

/** Every order of the run, `plan`: its id, shopper, state, status and time, from `i` alone. */
function plan(b: Bases): SQL {
	return sql`plan as (
		select ${b.order}::int + i::int as id, i,
			${b.user}::int + 1 + ((i * 7919) % ${b.shoppers})::int as user_id,
			case when i % 33 = 0 then 'Cancelled' else 'Delivered' end as status,
			(array['COD', 'UPI', 'UPI', 'CREDIT_CARD', 'DEBIT_CARD', 'NET_BANKING'])[1 + i % 6] as payment_mode,
			case when i % 6 = 0 then 'Pending' else 'Paid' end as payment_status,
			(${states})[1 + (i * 31) % ${STATES.length}] as state,
			(${codes})[1 + (i * 31) % ${STATES.length}] as code,
			case when i % 20 = 0 then 'BENCH10' end as promo_code,
			case when i % 40 = 0
				-- the festive month: days 1–27 of the last complete month in India
				then (date_trunc('month', (now() at time zone 'Asia/Kolkata') - interval '1 month') at time zone 'Asia/Kolkata')
					+ ((i * 104729) % 2332800) * interval '1 second'
				else now() - ((i * 104729) % 31536000) * interval '1 second' end as created_at
		from generate_series(1::bigint, ${b.count}::bigint) as i)`;
}

/** The lines of order `p` (one, or two for every third), as `l`: position, order_items id, variant, price, quantity. */
function lines(b: Bases): SQL {
	return sql`lateral (
		select line, ${b.item}::int + (p.i::int - 1) * 2 + line as item_id, v.ids[k] as variant_id, v.names[k] as name,
			v.sizes[k] as size,
			case when p.id % 4001 = 0 then 260000 else v.prices[k] end as price,
			case when p.id % 4001 = 0 then 45 else 1 + p.id % 2 end as q
		from generate_series(1, 1 + (p.id % 3 = 0)::int) as line,
			lateral (select 1 + ((p.id * 2654435761::bigint + line * 97) % v.n)::int as k) as pick
	) as l`;
}

const max = async (db: Db, table: string) => {
	const [row] = await queryRows<{ max: number | null }>(db, sql`select max(id) as max from ${sql.identifier(table)}`);
	return Number(row?.max ?? 0);
};

export async function seedOrderHistory(db: Db, count: number, log: (line: string) => void): Promise<OrderSeedSummary> {
	const started = Date.now();
	const timings: Record<string, number> = {};
	const step = async (name: string, run: () => Promise<unknown>) => {
		log(`${name}…`);
		const at = Date.now();
		await run();
		timings[name] = Date.now() - at;
	};
	const b: Bases = {
		order: await max(db, "orders"),
		item: await max(db, "order_items"),
		user: await max(db, "users"),
		shoppers: Math.max(1, Math.ceil(count / 10)),
		count,
	};
	const [role] = await queryRows<{ superuser: boolean }>(
		db,
		sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
	);
	// keys hold by construction; the days are marked below (the caller holds a transaction: `local`)
	if (role?.superuser) await db.execute(sql`set local session_replication_role = replica`);

	await step(`${b.shoppers} shoppers`, () =>
		db.execute(sql`
			insert into users (id, full_name, phone, email, password_hash)
			overriding system value
			select ${b.user}::int + i, 'Bench Shopper ' || i, '5' || lpad((${b.user}::int + i)::text, 9, '0'),
				'bench' || (${b.user}::int + i) || '@example.com', 'scrypt$unused'
			from generate_series(1, ${b.shoppers}) as i`),
	);
	await step(`${count} orders`, () =>
		db.execute(sql`
			with ${VARIANTS}, ${plan(b)}
			insert into orders (id, user_id, status, payment_mode, payment_status, address_name, address_phone, address_line1,
				city, state, pincode, country, mrp_total, sub_total, discount, delivery, total, promo_code, promo_discount,
				created_at, updated_at)
			overriding system value
			select p.id, p.user_id, p.status, p.payment_mode, p.payment_status, 'Bench Shopper', '9876543210', '1 Bench Road',
				'City', p.state, '560001', 'India', t.total, t.total, 0, 0, t.total, p.promo_code, 0, p.created_at, p.created_at
			from v, plan p, lateral (select sum(l.price * l.q)::int as total from ${lines(b)}) as t`),
	);
	await step("order lines", () =>
		db.execute(sql`
			with ${VARIANTS}, ${plan(b)}
			insert into order_items (id, order_id, variant_id, product_name, brand, size, color, unit_price, unit_mrp, quantity, total_price)
			overriding system value
			select l.item_id, p.id, l.variant_id, l.name, 'Pitara', l.size, 'Red', l.price, l.price, l.q, l.price * l.q
			from v, plan p, ${lines(b)}`),
	);
	await step("invoices", () =>
		db.execute(sql`
			with ${VARIANTS}, ${plan(b)},
			issued as (
				select p.*, p.created_at + interval '2 days' as at,
					extract(year from ((p.created_at + interval '2 days') at time zone 'Asia/Kolkata') - interval '3 months')::int as fy_start
				from plan p where p.status <> 'Cancelled' and p.created_at + interval '2 days' < now()
			),
			numbered as (
				select n.*, n.fy_start || '-' || lpad(((n.fy_start + 1) % 100)::text, 2, '0') as fy,
					row_number() over (partition by n.fy_start order by n.at, n.id) as rank
				from issued n
			),
			series as (
				select n.*, coalesce(s.last_number, 0) + n.rank as seq
				from numbered n left join tax_document_series s on s.kind = 'invoice' and s.financial_year = n.fy
			)
			insert into tax_documents (order_id, kind, financial_year, sequence, number, total, document, issued_at)
			select n.id, 'invoice', n.fy, n.seq, 'PIT/' || n.fy || '/' || lpad(n.seq::text, 6, '0'), d.total,
				jsonb_build_object('kind', 'invoice', 'number', 'PIT/' || n.fy || '/' || lpad(n.seq::text, 6, '0'),
					'issued_at', to_char(n.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'financial_year', n.fy,
					'against', null,
					'seller', jsonb_build_object('legal_name', 'Pitara Kids Retail Private Limited', 'trade_name', 'Pitara',
						'gstin', '29ABCDE1234F1Z5', 'address_lines', jsonb_build_array('Bengaluru'), 'state', 'Karnataka', 'state_code', '29'),
					'buyer', jsonb_build_object('name', 'Bench Shopper', 'address_lines', jsonb_build_array('1 Bench Road'),
						'state', n.state, 'state_code', n.code)
						|| case when n.id % 50 = 0 then jsonb_build_object('gstin', n.code || 'AAACB' || lpad((n.id % 10000)::text, 4, '0') || 'C1Z5', 'trade_name', 'Bench Traders') else '{}'::jsonb end,
					'place_of_supply', n.state || ' (' || n.code || ')', 'intra_state', n.state = 'Karnataka',
					'lines', d.lines,
					'totals', jsonb_build_object('taxable', d.taxable, 'cgst', d.cgst, 'sgst', d.sgst, 'igst', d.igst, 'total', d.total)),
				n.at
			from v, series n, lateral (
				select jsonb_agg(jsonb_build_object('description', x.name, 'hsn', '6204', 'quantity', x.q, 'rate', 5,
						'gross', x.gross, 'discount', 0, 'taxable', x.gross - x.cgst - x.sgst - x.igst,
						'cgst', x.cgst, 'sgst', x.sgst, 'igst', x.igst, 'order_item_id', x.item_id) order by x.line) as lines,
					sum(x.gross)::int as total, sum(x.gross - x.cgst - x.sgst - x.igst)::bigint as taxable,
					sum(x.cgst)::bigint as cgst, sum(x.sgst)::bigint as sgst, sum(x.igst)::bigint as igst
				from (
					select l.line, l.item_id, l.name, l.q, g.gross,
						case when n.state = 'Karnataka' then round(g.gross * 2.5 / 105)::bigint else 0 end as cgst,
						case when n.state = 'Karnataka' then round(g.gross * 2.5 / 105)::bigint else 0 end as sgst,
						case when n.state = 'Karnataka' then 0 else round(g.gross * 5.0 / 105)::bigint end as igst
					from (select n.id, n.i) as p, ${lines(b)}, lateral (select (l.price * l.q)::bigint as gross) as g
				) as x
			) as d`),
	);
	await step("credit notes", () =>
		db.execute(sql`
			with c as (
				select t.order_id, t.financial_year, t.number, t.total, t.document, t.issued_at + interval '5 days' as noted,
					row_number() over (partition by t.financial_year order by t.issued_at + interval '5 days', t.id) as rank
				from tax_documents t
				where t.kind = 'invoice' and t.order_id > ${b.order} and (t.order_id % 20 = 7 or t.order_id % 200 = 0 or t.order_id % 8002 = 0) and t.issued_at + interval '5 days' < now()
			), numbered as (
				select c.*, coalesce(s.last_number, 0) + c.rank as seq
				from c left join tax_document_series s on s.kind = 'credit_note' and s.financial_year = c.financial_year
			)
			insert into tax_documents (order_id, kind, financial_year, sequence, number, total, document, issued_at)
			select c.order_id, 'credit_note', c.financial_year, c.seq, 'PIT-CN/' || c.financial_year || '/' || lpad(c.seq::text, 6, '0'),
				c.total, c.document || jsonb_build_object('kind', 'credit_note',
					'number', 'PIT-CN/' || c.financial_year || '/' || lpad(c.seq::text, 6, '0'),
					'issued_at', to_char(c.noted at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'against', c.number),
				c.noted
			from numbered c`),
	);
	await step("series and marks", async () => {
		await db.execute(sql`
			insert into tax_document_series (kind, financial_year, last_number)
			select kind, financial_year, max(sequence) from tax_documents group by kind, financial_year
			on conflict (kind, financial_year) do update set last_number = excluded.last_number`);
		for (const table of ["users", "orders", "order_items"]) {
			await db.execute(
				sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
			);
		}
		// what the triggers would have marked: every day with a new order, summed by the next refresh
		await db.execute(sql`
			insert into report_dirty_days (day)
			select distinct report_day(created_at) from orders where id > ${b.order}`);
	});
	if (role?.superuser) await db.execute(sql`set local session_replication_role = origin`);
	const [counts] = await queryRows<{ orders: number; invoices: number; notes: number }>(
		db,
		sql`select (select count(*) from orders where id > ${b.order})::int as orders,
			(select count(*) from tax_documents where kind = 'invoice' and order_id > ${b.order})::int as invoices,
			(select count(*) from tax_documents where kind = 'credit_note' and order_id > ${b.order})::int as notes`,
	);
	return {
		orders: Number(counts?.orders ?? 0),
		invoices: Number(counts?.invoices ?? 0),
		creditNotes: Number(counts?.notes ?? 0),
		ms: Date.now() - started,
		timings,
	};
}
