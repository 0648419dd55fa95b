export const cartMessages = {
	/** the line that rounds an order paid in cash to the rupee */
	roundOff: "Round off",
	loginToAdd: "Please login to add items to cart",
	loginToUpdate: "Please login to update cart",
	loginForWishlist: "Please login to manage wishlist",
	incomplete: "Product information is incomplete",
	added: "Added to cart!",
	wishlistAdded: "Added to wishlist",
	wishlistRemoved: "Removed from wishlist",
	empty: "Your cart is empty",
	loadError: (message: string) => `Error loading cart: ${message}`,
	freeDelivery: "Free delivery on orders over ₹500",
	/** the shop's threshold (its setting), formatted */
	freeDeliveryOver: (amount: string) => `Free delivery on orders over ${amount}`,
	/** `amount` already formatted: "Add ₹121 more for free delivery" */
	moreForFreeDelivery: (amount: string) => `Add ${amount} more for free delivery`,
	deliveryIsFree: "Your order gets free delivery",
	updated: "Cart updated",
	removed: "Removed from cart",
	loginToView: "Please login to view your cart",
	loadFailed: "Failed to load cart",
	badProduct: "This product could not be found",
	noLongerAvailable: "This item is no longer available",
	onlyLeft: (count: number) => `Only ${count} left`,
	stockLimit: (count: number) =>
		count <= 0 ? "Sorry, this item is out of stock" : `Sorry, only ${count} left in stock`,
	quantityRequired: "Please choose a quantity",
	quantityNotNumber: "Quantity must be a number",
	quantityNotWhole: "Quantity must be a whole number",
	quantityNegative: "Quantity cannot be negative",
	quantityTooLarge: (max: number) => `Quantity must be at most ${max}`,
	lineLimit: (max: number) =>
		`Your cart can hold up to ${max} different items. Please remove one before adding another.`,
	checkoutBlocked: "Remove the items marked unavailable, or lower their quantity, to check out.",
} as const;
