/** Cart: each shopper's cart lines. Other modules and workflows use only what is here. */

export {
	cartsLeftSince,
	clearCartOfUser,
	deleteAbandonedCarts,
	type LeftCart,
	removeOrderedCtes,
	removeVariantsFromCarts,
} from "./cart.repository.ts";
export { addLineOnce, fetchCart, setQuantity } from "./cart.service.ts";
