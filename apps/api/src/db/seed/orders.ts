import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../client.ts";

/**
 * A year of order history for the reports' benchmark (issue 29):
 * `npm run seed -- --orders 1000000`. Set-based SQL (generate_series), so a
 * million orders take minutes, not hours: shoppers (one per ten orders),
 * orders spread over the last 365 days in India, one or two lines each from
 * the shop's variants, 3 % cancelled, a tax invoice for every order not
 * cancelled (2 % to a GSTIN; a few above ₹1 lakh), and a credit note for 5 %
 * of them, numbered on in each financial year's series. The invoices' lines
 * follow the shared GST arithmetic (5 %, tax taken out of the GST-inclusive
 * price, CGST + SGST within Karnataka, IGST elsewhere) so the GSTR-1 pack
 * reconciles on this data too. For benchmarks only: never on a real shop.
 */
export interface OrderSeedSummary {
	orders: number;
	invoices: number;
	creditNotes: number;
	ms: number;
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

export async function seedOrderHistory(db: Db, count: number, log: (line: string) => void): Promise<OrderSeedSummary> {
	const started = Date.now();
	const states = sql.raw(`array[${STATES.map(([name]) => `'${name}'`).join(", ")}]`);
	const codes = sql.raw(`array[${STATES.map(([, code]) => `'${code}'`).join(", ")}]`);
	const [before] = await queryRows<{ max: number | null }>(db, sql`select max(id) as max from orders`);
	const firstOrder = Number(before?.max ?? 0);
	const shoppers = Math.max(1, Math.ceil(count / 10));
	log(`${shoppers} shoppers…`);
	await db.execute(sql`
		insert into users (full_name, phone, email, password_hash, gender, dob)
		select 'Bench Shopper ' || i, '5' || lpad((i + ${firstOrder})::text, 9, '0'), 'bench' || (i + ${firstOrder}) || '@example.com',
			'scrypt$unused', 'Female', '1990-01-01'
		from generate_series(1, ${shoppers}) as i
		on conflict do nothing`);
	log(`${count} orders…`);
	await db.execute(sql`
		with shoppers as (select array_agg(id) as ids from users where email like 'bench%@example.com'),
		v as (select array_agg(id order by id) as ids, array_agg(price order by id) as prices from variants where active)
		insert into orders (user_id, status, payment_mode, payment_status, address_name, address_phone, address_line1,
			city, state, pincode, country, mrp_total, sub_total, discount, delivery, total, promo_code, promo_discount, created_at)
		select shoppers.ids[1 + (i * 7919) % cardinality(shoppers.ids)],
			case when i % 33 = 0 then 'Cancelled' else 'Delivered' end,
			(array['COD', 'UPI', 'UPI', 'CREDIT_CARD', 'DEBIT_CARD', 'NET_BANKING'])[1 + i % 6],
			case when i % 6 = 0 then 'Pending' else 'Paid' end,
			'Bench Shopper', '9876543210', '1 Bench Road', 'City', (${states})[1 + (i * 31) % ${STATES.length}], '560001', 'India',
			0, 0, 0, 0, 0, case when i % 20 = 0 then 'BENCH10' end, 0,
			now() - ((i * 104729) % 31536000) * interval '1 second'
		from generate_series(1::bigint, ${count}::bigint) as i, shoppers`);
	log("order lines…");
	await db.execute(sql`
		with v as (
			select array_agg(v.id order by v.id) as ids, array_agg(v.price order by v.id) as prices,
				array_agg(p.name order by v.id) as names, array_agg(v.size order by v.id) as sizes
			from variants v join products p on p.id = v.product_id where v.active
		)
		insert into order_items (order_id, variant_id, product_name, brand, size, color, unit_price, unit_mrp, quantity, total_price)
		select o.id, v.ids[k], v.names[k], 'Pitara', v.sizes[k], 'Red', price, price, q, price * q
		from orders o, v,
			lateral (select 1 + ((o.id * 2654435761::bigint + line * 97) % cardinality(v.ids))::int as k, line
				from generate_series(1, 1 + (o.id % 3 = 0)::int) as line) as pick,
			lateral (select case when o.id % 4001 = 0 then 260000 else v.prices[pick.k] end as price,
				case when o.id % 4001 = 0 then 45 else 1 + o.id % 2 end as q) as amounts
		where o.id > ${firstOrder}`);
	await db.execute(sql`
		update orders o set sub_total = s.total, mrp_total = s.total, total = s.total
		from (select order_id, sum(total_price) as total from order_items where order_id > ${firstOrder} group by order_id) s
		where s.order_id = o.id`);
	log("invoices…");
	// the line's tax out of its GST-inclusive price, as packages/shared splitTax does (5 %)
	await db.execute(sql`
		with o as (
			select o.*, (o.created_at + interval '2 days') as issued,
				case when extract(month from (o.created_at + interval '2 days') at time zone 'Asia/Kolkata') >= 4
					then extract(year from (o.created_at + interval '2 days') at time zone 'Asia/Kolkata')::int
					else extract(year from (o.created_at + interval '2 days') at time zone 'Asia/Kolkata')::int - 1 end as fy_start,
				(${codes})[array_position(${states}, o.state)] as code
			from orders o where o.id > ${firstOrder} and o.status <> 'Cancelled' and o.created_at + interval '2 days' < now()
		), lines as (
			select oi.order_id, jsonb_agg(jsonb_build_object(
					'description', oi.product_name, 'hsn', '6204', 'quantity', oi.quantity, 'rate', 5,
					'gross', oi.total_price, 'discount', 0,
					'taxable', oi.total_price - case when o.state = 'Karnataka' then 2 * round(oi.total_price * 2.5 / 105) else round(oi.total_price * 5.0 / 105) end,
					'cgst', case when o.state = 'Karnataka' then round(oi.total_price * 2.5 / 105) else 0 end,
					'sgst', case when o.state = 'Karnataka' then round(oi.total_price * 2.5 / 105) else 0 end,
					'igst', case when o.state = 'Karnataka' then 0 else round(oi.total_price * 5.0 / 105) end) order by oi.id) as lines
			from order_items oi join o on o.id = oi.order_id group by oi.order_id
		), numbered as (
			select o.*, l.lines, o.fy_start || '-' || lpad(((o.fy_start + 1) % 100)::text, 2, '0') as fy,
				coalesce((select last_number from tax_document_series s where s.kind = 'invoice'
					and s.financial_year = o.fy_start || '-' || lpad(((o.fy_start + 1) % 100)::text, 2, '0')), 0)
					+ row_number() over (partition by o.fy_start order by o.issued, o.id) as seq
			from o join lines l on l.order_id = o.id
		)
		insert into tax_documents (order_id, kind, financial_year, sequence, number, total, document, issued_at)
		select n.id, 'invoice', n.fy, n.seq, 'PIT/' || n.fy || '/' || lpad(n.seq::text, 6, '0'), n.total,
			jsonb_build_object('kind', 'invoice', 'number', 'PIT/' || n.fy || '/' || lpad(n.seq::text, 6, '0'),
				'issued_at', to_char(n.issued at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'financial_year', n.fy,
				'against', null,
				'seller', jsonb_build_object('legal_name', 'Pitara Kids Retail Private Limited', 'trade_name', 'Pitara',
					'gstin', '29ABCDE1234F1Z5', 'address_lines', jsonb_build_array('Bengaluru'), 'state', 'Karnataka', 'state_code', '29'),
				'buyer', jsonb_build_object('name', 'Bench Shopper', 'address_lines', jsonb_build_array('1 Bench Road'),
					'state', n.state, 'state_code', n.code)
					|| case when n.id % 50 = 0 then jsonb_build_object('gstin', n.code || 'AAACB' || lpad((n.id % 10000)::text, 4, '0') || 'C1Z5', 'trade_name', 'Bench Traders') else '{}'::jsonb end,
				'place_of_supply', n.state || ' (' || n.code || ')', 'intra_state', n.state = 'Karnataka',
				'lines', n.lines,
				'totals', (select jsonb_build_object('taxable', sum((x->>'taxable')::bigint), 'cgst', sum((x->>'cgst')::bigint),
					'sgst', sum((x->>'sgst')::bigint), 'igst', sum((x->>'igst')::bigint), 'total', n.total)
					from jsonb_array_elements(n.lines) as x)),
			n.issued
		from numbered n`);
	log("credit notes…");
	await db.execute(sql`
		with c as (
			select t.*, (t.issued_at + interval '5 days') as noted,
				coalesce((select last_number from tax_document_series s where s.kind = 'credit_note' and s.financial_year = t.financial_year), 0)
					+ row_number() over (partition by t.financial_year order by t.issued_at, t.id) as seq
			from tax_documents t
			where t.kind = 'invoice' and t.order_id > ${firstOrder} and t.order_id % 20 = 7 and t.issued_at + interval '5 days' < now()
		)
		insert into tax_documents (order_id, kind, financial_year, sequence, number, total, document, issued_at)
		select c.order_id, 'credit_note', c.financial_year, c.seq, 'PIT-CN/' || c.financial_year || '/' || lpad(c.seq::text, 6, '0'),
			c.total, c.document || jsonb_build_object('kind', 'credit_note',
				'number', 'PIT-CN/' || c.financial_year || '/' || lpad(c.seq::text, 6, '0'),
				'issued_at', to_char(c.noted at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'against', c.number),
			c.noted
		from c`);
	await db.execute(sql`
		insert into tax_document_series (kind, financial_year, last_number)
		select kind, financial_year, max(sequence) from tax_documents group by kind, financial_year
		on conflict (kind, financial_year) do update set last_number = excluded.last_number`);
	const [counts] = await queryRows<{ orders: number; invoices: number; notes: number }>(
		db,
		sql`select (select count(*) from orders where id > ${firstOrder})::int as orders,
			(select count(*) from tax_documents where kind = 'invoice' and order_id > ${firstOrder})::int as invoices,
			(select count(*) from tax_documents where kind = 'credit_note' and order_id > ${firstOrder})::int as notes`,
	);
	return {
		orders: Number(counts?.orders ?? 0),
		invoices: Number(counts?.invoices ?? 0),
		creditNotes: Number(counts?.notes ?? 0),
		ms: Date.now() - started,
	};
}
