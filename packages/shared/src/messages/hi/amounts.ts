/** Hindi twin of ../amounts.ts: an order's amounts (cart, checkout and orders). */
export const totalMrp = "कुल MRP";
export const discount = "छूट";
export const subtotal = "उप-योग";
export const promoRow = (code: string) => `प्रोमो (${code})`;
/** the one promo of an order, by its name (decision 067) */
export const discountRow = (name: string) => `छूट (${name})`;
export const freeDeliveryRow = (name: string) => `मुफ़्त डिलीवरी (${name})`;
export const delivery = "डिलीवरी";
export const free = "मुफ़्त";
export const codFee = "कैश ऑन डिलीवरी शुल्क";
export const total = "कुल";
export const qty = "मात्रा:";
export const each = "प्रति नग";
