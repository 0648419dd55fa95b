/** The shared components' texts (apps/web/src/components/ui): dialogs, fields and toasts. Prices: price.ts; an order's amounts: amounts.ts. */
export const close = "Close";
export const closeNamed = (title: string) => `Close ${title.toLowerCase()}`;
export const optional = " (optional)";
export const dismiss = "Dismiss";

export const showNamed = (name: string) => `Show ${name}`;
export const hideNamed = (name: string) => `Hide ${name}`;
export const show = "Show";
export const hide = "Hide";
/** a star rating as a screen reader reads it */
