import * as shellMessages from "./shell.ts";

export const productsFailed = "Failed to load products";
export const filtersFailed = "Failed to load filters";
export const categoriesFailed = "Failed to load categories";
/** also the page frame's, while the category bar loads: one text, kept in shellMessages (every page's first load) */
export const loadingCategories = shellMessages.loadingCategories;
export const noSubcategories = "No subcategories found";
export const invalidProduct = "Invalid product data structure";
export const productFailed = "Failed to load product";
export const errorLoadingProduct = "Error Loading Product";
export const productNotFound = "Product not found";
export const noSimilar = "No similar products found";
export const reviewSubmitted = "Review submitted successfully!";
export const allProducts = "All Products";
export const productCount = (count: number) => `${count} ${count === 1 ? "product" : "products"}`;
export const noProducts = "No products match these filters.";
export const clearFilters = "Clear all filters";
export const loadMore = "Load more";
export const tryAgain = "Try Again";
export const backToHome = "Back to Home";
export const outOfStock = "Out of stock";
export const onlyLeft = (count: number) => `Only ${count} left`;
export const inStock = "In stock";
export const soldOutCombination = "This size and colour is sold out";
export const noSuggestions = "No matching products";

export const price = "Price ";
export const notSureSeeThe = "Not sure? See the size guide";
export const checkDelivery = "Check delivery";
export const pincode = "Pincode";
export const check = "Check";
export const breadcrumb = "Breadcrumb";
export const home = "Home";
export const loadingProduct = "Loading product";
export const itMayHaveSold = "It may have sold out for good or moved. Have a look at the rest of the shop.";
export const inclusiveOfAllTaxes = "Inclusive of all taxes";
export const warranty = "Warranty: ";
export const description = "Description";
export const specifications = "Specifications";
export const closePictures = "Close pictures";
export const previousImage = "Previous image";
export const nextImage = "Next image";
export const pictures = "Pictures";
export const quantity = "Quantity";
export const decreaseQuantity = "Decrease quantity";
export const increaseQuantity = "Increase quantity";
export const similarProducts = "Similar Products";
export const tryAgain2 = "Try again";
export const soldOut = " (sold out)";
export const notInThis = " (not in this ";

export const checking = "Checking…";
/**
 * a product page's delivery range before a pincode is given, `{days}` being "2–7" or "3" (the day's word by the most
 * days): texts, not functions, so each is written into the one chunk that shows it (inlineConst) and never rides in
 * the code the listing shares with the product page
 */
export const deliveryRangeDays = "Delivery in {days} days · check your pincode";
export const deliveryRangeDay = "Delivery in {days} day · check your pincode";
/**
 * a product page's choices (variant-picker.tsx): each group's name ("Size: 2-3 Y"), and the other's word where a
 * choice is missing ("(not in this colour)")
 */
export const sizeLegend = "Size";
export const colourLegend = "Colour";
export const sizeWord = "size";
export const colourWord = "colour";
// a product card's line under its name, and what a screen reader hears of it and of its stars
// (words, not functions: a constant is inlined where it is shown, a function text stays in the module's chunk, which
// is every page's first load)
export const sizeOne = "size";
export const sizeMany = "sizes";
export const colourOne = "colour";
export const colourMany = "colours";
export const inYourCartSize = "In your cart: size ";
export const addsSize = "Adds size ";
/** the word after a count of reviews ("12 reviews"): a product card, the product page, the wishlist */
export const reviewOne = "review";
export const reviewMany = "reviews";
/**
 * "Check delivery"'s answer (app/delivery-check.tsx, fetched after hydration): the promise ("Delivery by Thu, 26 Nov",
 * the API's in the request's language, or delivery.ts deliveryPromiseText's) and the place it goes to; whether cash on
 * delivery is possible there (cod-offer.ts), `{fee}` being codFee or nothing. Texts with `{…}` for their values, not
 * functions, so each is written into the chunk that shows it (inlineConst), never into a page's first load.
 */
export const deliveryBy = "Delivery by {date}";
export const deliveryByTo = "{promise} to {place}";
export const codNotAvailable = "Cash on delivery is not available for {pincode}.";
export const codAvailable = "Cash on delivery available on orders up to {max}{fee}.";
export const codFee = " (a {fee} fee)";
/** what a screen reader hears of a product's pictures (product-gallery.tsx) and of a category's menu (category bar) */
export const viewPicturesFullScreen = "View pictures full screen, {position} of {count}";
export const viewPictureFullScreen = "View picture full screen";
export const showPicture = "Show picture {position} of {count}";
export const namedPictures = "{name} pictures";
export const subcategoriesOf = "{category} subcategories";
/** what a screen reader hears of a product's stars (components/ui/star-rating.tsx), `{rating}` being 4.3 */
export const ratedOutOf5 = "Rated {rating} out of 5";
export const notRatedYet = "Not rated yet";
/** the product page's sticky bar as a screen reader names it, and its quantity note (product-detail-actions.tsx) */
export const buyNamed = "Buy {name}";
export const quantityNote = " · Qty {quantity}";
