/** Shown with a price (apps/web/src/components/ui/price.tsx): on the catalogue pages. */
/** read by screen readers before a price: "Price ₹1,299 MRP ₹1,999" */
export const priceSr = "Price ";
export const from = "from ";
export const mrpSr = "MRP ";
export const percentOff = (percent: number) => `${percent}% off`;
