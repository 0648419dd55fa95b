export * from "./accounts.ts";
export * from "./audit.ts";
export * from "./catalog.ts";
export * from "./commerce.ts";
export * from "./content.ts";
export * from "./delivery.ts";
export * from "./invoices.ts";
export * from "./orders.ts";
