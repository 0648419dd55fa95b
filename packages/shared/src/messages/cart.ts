/** the line that rounds an order paid in cash to the rupee */
export const roundOff = "Round off";
export const loginToAdd = "Please login to add items to cart";
export const loginToUpdate = "Please login to update cart";
export const loginForWishlist = "Please login to manage wishlist";
export const incomplete = "Product information is incomplete";
export const addToCart = "Add to Cart";
export const added = "Added to cart!";
export const wishlistAdded = "Added to wishlist";
export const wishlistRemoved = "Removed from wishlist";
export const empty = "Your cart is empty";
export const loadError = (message: string) => `Error loading cart: ${message}`;
export const freeDelivery = "Free delivery on orders over ₹500";
/** `amount` already formatted: "Add ₹121 more for free delivery" */
export const moreForFreeDelivery = (amount: string) => `Add ${amount} more for free delivery`;
export const deliveryIsFree = "Your order gets free delivery";
export const updated = "Cart updated";
export const removed = "Removed from cart";
export const loginToView = "Please login to view your cart";
export const loadFailed = "Failed to load cart";
export const badProduct = "This product could not be found";
export const noLongerAvailable = "This item is no longer available";
export const onlyLeft = (count: number) => `Only ${count} left`;
export const stockLimit = (count: number) =>
	count <= 0 ? "Sorry, this item is out of stock" : `Sorry, only ${count} left in stock`;
export const quantityRequired = "Please choose a quantity";
export const quantityNotNumber = "Quantity must be a number";
export const quantityNotWhole = "Quantity must be a whole number";
export const quantityNegative = "Quantity cannot be negative";
export const quantityTooLarge = (max: number) => `Quantity must be at most ${max}`;
export const lineLimit = (max: number) =>
	`Your cart can hold up to ${max} different items. Please remove one before adding another.`;
export const checkoutBlocked = "Remove the items marked unavailable, or lower their quantity, to check out.";

export const frocksToysBooksAnd = "Frocks, toys, books and more are waiting for you.";
export const continueShopping = "Continue Shopping";
export const refreshCart = "Refresh cart";
export const refresh = "Refresh";
export const loadingYourCart = "Loading your cart";
export const itemsInYourCart = "Items in your cart";
export const cartTotalAndCheckout = "Cart total and checkout";
export const total = "Total";
export const checkout = "Checkout";
export const shoppingCart = "Shopping Cart";
export const logIn = "Log in";
export const newToPitara = "New to Pitara?";
export const createAnAccount = "Create an account";
export const goToCart = "Go to Cart";
export const inYourCart = " in your cart";
export const inCart = " in cart";
export const size = "Size: ";
export const colour = "Colour: ";
export const quantity = "Quantity";
export const changeTo = "Change to ";
export const remove = "Remove";
export const lineTotal = "Line total ";
export const tryAgain = "Try again";
export const orderSummary = "Order Summary";
export const chooseASize = "Choose a size";
export const soldOut = " (sold out)";
/** the shop's threshold (its setting), formatted */
export const freeDeliveryOver = (amount: string) => `Free delivery on orders over ${amount}`;
// what a screen reader names a product card's cart buttons and a cart line's steppers by
export const cardInYourCart = (name: string) => `${name} in your cart`;
export const removeFromCart = (name: string) => `Remove ${name} from cart`;
export const oneFewer = (name: string) => `One fewer ${name}`;
export const oneMore = (name: string) => `One more ${name}`;
export const onlyLeftOf = (count: number, name: string) => `Only ${count} left of ${name}`;
export const goToCartWith = (quantity: number) => `Go to Cart, ${quantity} in cart`;
/** the wishlist heart's label and tooltip (wishlist-heart.tsx, on every product card), `{name}` being the product's */
export const wishlistAddNamed = "Add {name} to wishlist";
export const wishlistRemoveNamed = "Remove {name} from wishlist";
export const wishlistAdd = "Add to wishlist";
export const wishlistRemove = "Remove from wishlist";

/** the size picker's legend when the product has one colour */
export const sizeOfColour = (colour: string) => `Size · ${colour}`;
