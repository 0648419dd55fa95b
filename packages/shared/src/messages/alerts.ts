/** Back-in-stock alerts (issue 26 item 5), texts of the lazily loaded pages only (the first load stays small). */
/** a sold-out size's button on the product page, and what its form answers there */
export const notifyMe = "Notify me";
export const notifyMeSaved = "We'll message you when this size is back in stock.";
export const notifyMeLogin = "Log in with your phone number and we'll message you when this size is back.";
