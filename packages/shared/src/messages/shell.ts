/** The page frame's texts on every page (apps/web/src/app/layout: header, phone menu, search, categories, errors). */

export const searchPlaceholder = "Search frocks, toys, books…";
export const login = "Login";
export const cart = "Cart";
export const cartCount = (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`;
export const openMenu = "Open menu";
export const closeMenu = "Close menu";
export const menu = "Menu";
export const loginRegister = "Login / Register";
export const shopByCategory = "Shop by category";
export const allOf = (category: string) => `All ${category}`;
export const home = "Pitara home";
export const skipToContent = "Skip to content";
export const loadingPage = "Loading page";
export const somethingWrong = "Something went wrong";
export const pageNotShown = "This page could not be shown. Please check your connection and try again.";
export const tryAgain = "Try again";
export const backHome = "Back to Home";
export const errorPrefix = "Error:";
export const categories = "Categories";
export const loadingCategories = "Loading categories...";
export const searchProducts = "Search products";
export const searchSuggestions = "Search suggestions";
export const noSuggestions = (query: string) => `No suggestions. Press Enter to search for “${query}”.`;

export const pageNotFound = "Page not found";
export const weCouldNotFind = "We could not find the page you were looking for.";
export const hiName = (name: string) => `Hi, ${name}`;
export const helloName = (name: string) => `Hello, ${name}`;
export const account = "Account";
export const logout = "Logout";

export const myProfile = "My Profile";
export const myWishlist = "My Wishlist";
export const myAddresses = "My Addresses";
export const myOrders = "My Orders";
export const trackOrder = "Track Order";
export const privacy = "Privacy";

/** the header's account button as a screen reader names it (its visible text is hiName) */
export const accountMenuLabel = (name: string) => `Hi, ${name}: account menu`;
/** a category's panel of subcategories in the desktop menu */
