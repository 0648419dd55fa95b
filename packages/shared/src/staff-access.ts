/**
 * Who of the shop's staff may do what: the one table both the API (every
 * /api/admin route is checked against it, by its matched route) and the
 * console (a section a role cannot read is not offered) read.
 *
 * - `admin`     — everything, and the only role that sees money instruments
 *                 (gift cards), the audit log, the staff and the settings.
 * - `orders`    — orders (and moving them along), customers' delivery details.
 * - `catalogue` — products, pictures, prices, stock, categories, banners, promo codes.
 * - `support`   — customers, contact messages and the newsletter, orders read-only.
 */
export const STAFF_ROLES = ["admin", "orders", "catalogue", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const USER_ROLES = ["customer", ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
	admin: "Admin (everything)",
	orders: "Orders",
	catalogue: "Catalogue",
	support: "Support",
};

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
	(STAFF_ROLES as readonly string[]).includes(role ?? "");

/** The console's areas; every admin route belongs to exactly one. */
export type StaffArea =
	| "session"
	| "dashboard"
	| "orders"
	| "customers"
	| "customer-notes"
	| "catalogue"
	| "gift-cards"
	| "messages"
	| "outbox"
	| "audit"
	| "staff"
	| "settings"
	| "reports";

interface AreaAccess {
	/** GET (and HEAD) */
	read: readonly StaffRole[];
	/** any other method */
	write: readonly StaffRole[];
}

const ALL: readonly StaffRole[] = STAFF_ROLES;

export const STAFF_ACCESS: Record<StaffArea, AreaAccess> = {
	session: { read: ALL, write: ALL },
	dashboard: { read: ["admin", "orders", "catalogue"], write: ["admin"] },
	orders: { read: ["admin", "orders", "support"], write: ["admin", "orders"] },
	customers: { read: ["admin", "orders", "support"], write: ["admin"] },
	/** staff notes on a customer (issue 27 item 5, decision 063): whoever sees customers reads them; support writes them */
	"customer-notes": { read: ["admin", "orders", "support"], write: ["admin", "support"] },
	catalogue: { read: ["admin", "catalogue"], write: ["admin", "catalogue"] },
	"gift-cards": { read: ["admin"], write: ["admin"] },
	messages: { read: ["admin", "support"], write: ["admin", "support"] },
	outbox: { read: ["admin"], write: ["admin"] },
	audit: { read: ["admin"], write: ["admin"] },
	staff: { read: ["admin"], write: ["admin"] },
	settings: { read: ["admin"], write: ["admin"] },
	/** sales reports and the GST return pack: the owner's figures */
	reports: { read: ["admin"], write: ["admin"] },
};

/** May someone with this role read (`GET`) or change (anything else) this area? */
export function staffMay(role: string | null | undefined, area: StaffArea, access: "read" | "write"): boolean {
	if (!isStaffRole(role)) return false;
	return STAFF_ACCESS[area][access].includes(role);
}

/**
 * The area of each first path segment under /api/admin/. A route whose
 * segment is not here makes the API refuse to start (plugins/admin-guard.ts),
 * so a new console route cannot go out without someone deciding who may use it.
 */
export const STAFF_AREA_OF_SEGMENT: Record<string, StaffArea> = {
	session: "session",
	dashboard: "dashboard",
	orders: "orders",
	customers: "customers",
	"customer-notes": "customer-notes",
	catalogue: "catalogue",
	products: "catalogue",
	"product-images": "catalogue",
	variants: "catalogue",
	taxonomy: "catalogue",
	banners: "catalogue",
	"promo-codes": "catalogue",
	"gift-cards": "gift-cards",
	shipments: "orders",
	/** the register of invoices and credit notes (issue 27) */
	"tax-documents": "orders",
	"contact-messages": "messages",
	"newsletter-subscribers": "messages",
	grievances: "messages",
	"newsletter-subscribers.csv": "messages",
	outbox: "outbox",
	audit: "audit",
	staff: "staff",
	settings: "settings",
	"message-templates": "settings",
	"cod-confirmations": "orders",
	"rto-pincodes": "orders",
	reports: "reports",
	/** a customer's whole data export (issue 30 item 5): the admin role only, as the audit log is */
	"customer-data": "audit",
};

/** The area of an admin route's pattern (`/api/admin/orders/:id` → orders), or null when the table has none. */
export function staffAreaOfRoute(routeUrl: string): StaffArea | null {
	const match = /^\/api\/admin\/([^/]+)/.exec(routeUrl);
	if (!match?.[1]) return null;
	return STAFF_AREA_OF_SEGMENT[match[1]] ?? null;
}
