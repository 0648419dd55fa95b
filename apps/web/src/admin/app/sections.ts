import type { ConsoleSection } from "../lib/section.ts";
import { auditSection } from "../sections/audit/index.ts";
import { bannersSection } from "../sections/banners/index.ts";
import { bulkSection } from "../sections/bulk/index.ts";
import { customersSection } from "../sections/customers/index.ts";
import { dashboardSection } from "../sections/dashboard/index.ts";
import { giftCardsSection } from "../sections/gift-cards/index.ts";
import { grievancesSection } from "../sections/grievances/index.ts";
import { messageTemplatesSection } from "../sections/message-templates/index.ts";
import { messagesSection } from "../sections/messages/index.ts";
import { newsletterSection } from "../sections/newsletter/index.ts";
import { ordersSection } from "../sections/orders/index.ts";
import { outboxSection } from "../sections/outbox/index.ts";
import { productsSection } from "../sections/products/index.ts";
import { promoCodesSection } from "../sections/promo-codes/index.ts";
import { reportsSection } from "../sections/reports/index.ts";
import { returnsSection } from "../sections/returns/index.ts";
import { settingsSection } from "../sections/settings/index.ts";
import { staffSection } from "../sections/staff/index.ts";
import { taxonomySection } from "../sections/taxonomy/index.ts";

/**
 * The console's sections, in navigation order within each group. This list
 * is the navigation and the router (app/router.tsx): a new section is a
 * folder in sections/ whose index.ts exports a ConsoleSection, added here.
 */
export const CONSOLE_SECTIONS: ConsoleSection[] = [
	dashboardSection,
	reportsSection,
	ordersSection,
	returnsSection,
	promoCodesSection,
	productsSection,
	taxonomySection,
	bulkSection,
	bannersSection,
	customersSection,
	giftCardsSection,
	messagesSection,
	grievancesSection,
	newsletterSection,
	auditSection,
	outboxSection,
	staffSection,
	settingsSection,
	messageTemplatesSection,
];
