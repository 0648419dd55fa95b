/** Hindi twin of ../price.ts: shown with a price on the catalogue pages. */
/** read by screen readers before a price: "कीमत ₹1,299 MRP ₹1,999" */
export const priceSr = "कीमत ";
export const from = "शुरुआत ";
export const mrpSr = "MRP ";
export const percentOff = (percent: number) => `${percent}% छूट`;
