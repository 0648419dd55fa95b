import type { DeliveryPromiseResponse } from "./delivery.ts";
import type {
	MessageResponse,
	ProfileResponse,
	RegistrationResponse,
	SendOtpResponse,
	ValidateOtpResponse,
} from "./schemas/accounts.ts";
import type { AddressListResponse, AddressResponse } from "./schemas/addresses.ts";
import type { AddToCartResponse, CartResponse } from "./schemas/cart.ts";
import type { CategoriesResponse } from "./schemas/catalog.ts";
import type {
	BannersResponse,
	BrandsResponse,
	ContactResponse,
	NewsletterResponse,
	SubcategoriesResponse,
	SuperSubcategoriesResponse,
} from "./schemas/content.ts";
import type {
	CreateOrderResponse,
	GiftCardCheckResponse,
	InvoiceResponse,
	OrderListResponse,
	OrderResponse,
	StartPaymentResponse,
	TrackingResponse,
	ValidatePromoResponse,
	VerifyPaymentResponse,
} from "./schemas/orders.ts";
import type {
	FiltersResponse,
	ProductListResponse,
	ReviewSavedResponse,
	ReviewsResponse,
	SuggestionsResponse,
} from "./schemas/products.ts";
import type { WishlistResponse, WishlistToggleResponse } from "./schemas/wishlist.ts";

/**
 * What each storefront call answers when it succeeds, by its path under /api
 * (without the query). The web app's fetchers name these types, and its tests'
 * mocked answers are checked against this map (`mockApi` in apps/web's test
 * helpers), so a change of a response schema fails the web's typecheck where a
 * mock no longer matches what the server sends.
 */
export interface ShopApiResponses {
	"/user/send/otp": SendOtpResponse;
	"/user/validate/otp": ValidateOtpResponse;
	"/users/registration": RegistrationResponse;
	"/users/profile-fetch": ProfileResponse;
	"/users/profile-update": ProfileResponse;
	"/users/logout": MessageResponse;
	"/users/logout-all": MessageResponse;
	"/users/address/list": AddressListResponse;
	"/users/address/add": AddressResponse;
	"/users/address/update": AddressResponse;
	"/users/address/set-default": AddressResponse;
	"/users/address/delete": MessageResponse;
	"/category/subcategory/fetch": CategoriesResponse;
	"/products/addtocart/fetch": CartResponse;
	"/product/addtocart": AddToCartResponse;
	"/products/wishlist/fetch": WishlistResponse;
	"/product/wishlist": WishlistToggleResponse;
	"/products": ProductListResponse;
	"/products/all/filters": FiltersResponse;
	"/search/suggestions": SuggestionsResponse;
	"/banners/all/get": BannersResponse;
	"/subcategory/all/fetch": SubcategoriesResponse;
	"/super-sub-category/random/fetch": SuperSubcategoriesResponse;
	"/brand/fetch": BrandsResponse;
	"/newsletter/subscribe": NewsletterResponse;
	"/contact": ContactResponse;
	"/delivery/promise": DeliveryPromiseResponse;
	"/order/create": CreateOrderResponse;
	"/order/fetch/all": OrderListResponse;
	"/order/cancel": OrderResponse;
	"/order/tracker/fetch": TrackingResponse;
	"/order/invoice/fetch": InvoiceResponse;
	"/promo/validate": ValidatePromoResponse;
	"/giftcard/check": GiftCardCheckResponse;
	"/payment/start": StartPaymentResponse;
	"/payment/verify": VerifyPaymentResponse;
}

/** A product's reviews (GET) or a saved review (POST) at /products/{id}/reviews. */
export type ReviewsPathResponse = ReviewsResponse | ReviewSavedResponse;
