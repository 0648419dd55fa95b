/** Cart: each shopper's cart lines. Other modules and workflows use only what is here. */

export { cartForms } from "./cart.forms.ts";
export { removeOrderedCtes, removeVariantsFromCarts } from "./cart.repository.ts";
export { cartRoutes } from "./cart.routes.ts";
export { removeOrderedQuantities } from "./cart.service.ts";
