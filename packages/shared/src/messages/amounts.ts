/** An order's amounts: cart, checkout and orders. */
export const totalMrp = "Total MRP";
export const discount = "Discount";
export const subtotal = "Subtotal";
export const promoRow = (code: string) => `Promo (${code})`;
/** the one promo of an order, by its name (decision 067) */
export const discountRow = (name: string) => `Discount (${name})`;
export const freeDeliveryRow = (name: string) => `Free delivery (${name})`;
export const delivery = "Delivery";
export const free = "FREE";
export const codFee = "Cash on delivery fee";
export const total = "Total";
export const qty = "Qty:";
export const each = "each";
