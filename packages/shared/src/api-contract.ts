import type { z } from "zod";
import type { DeliveryPromiseResponse, DeliveryRangeResponse } from "./delivery.ts";
import type {
	MessageResponse,
	ProfileResponse,
	ProfileUpdateRequest,
	profileFetchRequestSchema,
	RegistrationRequest,
	RegistrationResponse,
	SendOtpRequest,
	SendOtpResponse,
	ValidateOtpRequest,
	ValidateOtpResponse,
} from "./schemas/accounts.ts";
import type {
	AddAddressRequest,
	AddressIdRequest,
	AddressListResponse,
	AddressResponse,
	listAddressesRequestSchema,
	UpdateAddressRequest,
} from "./schemas/addresses.ts";
import type { CancellationRequest, CancellationResponse, CreditResponse } from "./schemas/after-sale.ts";
import type { AddToCartRequest, AddToCartResponse, CartFetchRequest, CartResponse } from "./schemas/cart.ts";
import type { CategoriesResponse } from "./schemas/catalog.ts";
import type {
	BannersRequest,
	BannersResponse,
	BrandsRequest,
	BrandsResponse,
	ContactRequest,
	ContactResponse,
	NewsletterRequest,
	NewsletterResponse,
	SubcategoriesRequest,
	SubcategoriesResponse,
	SuperSubcategoriesRequest,
	SuperSubcategoriesResponse,
} from "./schemas/content.ts";
import type {
	AccountMessagesResponse,
	ConsentChangeRequest,
	PriceWatchRequest,
	PriceWatchResponse,
	StopAlertRequest,
} from "./schemas/messaging.ts";
import type {
	CreateOrderRequest,
	CreateOrderResponse,
	GiftCardCheckRequest,
	GiftCardCheckResponse,
	InvoiceResponse,
	listOrdersRequestSchema,
	OrderIdRequest,
	OrderListResponse,
	OrderResponse,
	StartPaymentResponse,
	startPaymentRequestSchema,
	TrackingResponse,
	ValidatePromoRequest,
	ValidatePromoResponse,
	VerifyPaymentRequest,
	VerifyPaymentResponse,
} from "./schemas/orders.ts";
import type { PincodeLookupResponse } from "./schemas/pincodes.ts";
import type {
	AccountDeletionRequest,
	AccountDeletionResponse,
	DataExportRequest,
	DataExportResponse,
	DataExportsResponse,
	ErasurePlanResponse,
	GrievanceOfficerResponse,
	GrievanceRequest,
	GrievanceResponse,
	MyGrievancesResponse,
} from "./schemas/privacy.ts";
import type {
	FiltersResponse,
	ProductListResponse,
	ReviewRequest,
	ReviewSavedResponse,
	ReviewsResponse,
	SuggestionsResponse,
} from "./schemas/products.ts";
import type { OrderReturnsResponse, ReturnPhotoResponse, ReturnRequest, ReturnResponse } from "./schemas/returns.ts";
import type {
	CodConfirmationResponse,
	CodDecisionRequest,
	CodDecisionResponse,
	NdrAnswerRequest,
	OrderCodDecisionRequest,
	OrderNdrAnswerRequest,
	OrderShipmentsResponse,
	ShopperAnswerResponse,
	ShopperLinkResponse,
} from "./schemas/shipping.ts";
import type { ShopInfo } from "./schemas/shop-settings.ts";
import type {
	WishlistFetchRequest,
	WishlistItemRequest,
	WishlistResponse,
	WishlistToggleResponse,
} from "./schemas/wishlist.ts";

/**
 * The storefront's calls, the one contract the web client is typed by
 * (apps/web/src/lib/api-client.ts): a call's path picks what it sends and
 * what it answers, so `api.get`/`api.post` take no free type. A path with a
 * parameter is written with `{name}`; `ShopGetRoute`/`ShopPostRoute` say
 * which entry a concrete path (`/products/12/reviews?x=1`) is.
 */

/** Calls answered by GET, by path (the query travels in the path): what each answers. */
/** `GET /shop`: the shop's settings every page may show (issue 27 item 7). */
export interface ShopInfoResponse {
	status: true;
	response: ShopInfo;
}

export interface ShopApiGets {
	"/products": ProductListResponse;
	"/products/all/filters": FiltersResponse;
	"/search/suggestions": SuggestionsResponse;
	"/delivery/promise": DeliveryPromiseResponse;
	"/delivery/range": DeliveryRangeResponse;
	"/category/subcategory/fetch": CategoriesResponse;
	"/products/{id}/reviews": ReviewsResponse;
	"/products/{category}/{slug}/similar": ProductListResponse;
	"/products/{category}/{slug}": ProductListResponse;
	"/pincodes/{pincode}": PincodeLookupResponse;
	"/account/credit": CreditResponse;
	"/grievance-officer": GrievanceOfficerResponse;
	"/links/{token}": ShopperLinkResponse;
	"/orders/{order_id}/returns": OrderReturnsResponse;
	"/account/messages": AccountMessagesResponse;
	"/users/privacy/exports": DataExportsResponse;
	"/shop": ShopInfoResponse;
}

/** Calls made with POST, by path: the JSON body each sends and what it answers. */
export interface ShopApiPosts {
	"/user/send/otp": { body: SendOtpRequest; answer: SendOtpResponse };
	"/user/validate/otp": { body: ValidateOtpRequest; answer: ValidateOtpResponse };
	"/users/registration": { body: RegistrationRequest; answer: RegistrationResponse };
	"/users/profile-fetch": { body: z.input<typeof profileFetchRequestSchema>; answer: ProfileResponse };
	"/users/profile-update": { body: ProfileUpdateRequest; answer: ProfileResponse };
	"/users/logout": { body: Record<string, never>; answer: MessageResponse };
	"/users/logout-all": { body: Record<string, never>; answer: MessageResponse };
	"/users/address/list": { body: z.input<typeof listAddressesRequestSchema>; answer: AddressListResponse };
	"/users/address/add": { body: AddAddressRequest; answer: AddressResponse };
	"/users/address/update": { body: UpdateAddressRequest; answer: AddressResponse };
	"/users/address/set-default": { body: AddressIdRequest; answer: AddressResponse };
	"/users/address/delete": { body: AddressIdRequest; answer: MessageResponse };
	"/products/addtocart/fetch": { body: CartFetchRequest; answer: CartResponse };
	"/product/addtocart": { body: AddToCartRequest; answer: AddToCartResponse };
	"/products/wishlist/fetch": { body: WishlistFetchRequest; answer: WishlistResponse };
	"/product/wishlist": { body: WishlistItemRequest; answer: WishlistToggleResponse };
	"/banners/all/get": { body: BannersRequest; answer: BannersResponse };
	"/subcategory/all/fetch": { body: SubcategoriesRequest; answer: SubcategoriesResponse };
	"/super-sub-category/random/fetch": { body: SuperSubcategoriesRequest; answer: SuperSubcategoriesResponse };
	"/brand/fetch": { body: BrandsRequest; answer: BrandsResponse };
	"/newsletter/subscribe": { body: NewsletterRequest; answer: NewsletterResponse };
	"/contact": { body: ContactRequest; answer: ContactResponse };
	"/grievances": { body: GrievanceRequest; answer: GrievanceResponse };
	"/users/grievances/list": { body: Record<string, never>; answer: MyGrievancesResponse };
	"/users/privacy/exports": { body: DataExportRequest; answer: DataExportResponse };
	"/users/privacy/erasure-plan": { body: Record<string, never>; answer: ErasurePlanResponse };
	"/users/privacy/delete": { body: AccountDeletionRequest; answer: AccountDeletionResponse };
	"/order/create": { body: CreateOrderRequest; answer: CreateOrderResponse };
	"/order/fetch/all": { body: z.input<typeof listOrdersRequestSchema>; answer: OrderListResponse };
	"/order/cancel": { body: OrderIdRequest; answer: OrderResponse };
	"/order/tracker/fetch": { body: OrderIdRequest; answer: TrackingResponse };
	"/order/invoice/fetch": { body: OrderIdRequest; answer: InvoiceResponse };
	"/order/shipments/fetch": { body: OrderIdRequest; answer: OrderShipmentsResponse };
	"/promo/validate": { body: ValidatePromoRequest; answer: ValidatePromoResponse };
	"/giftcard/check": { body: GiftCardCheckRequest; answer: GiftCardCheckResponse };
	"/payment/start": { body: z.input<typeof startPaymentRequestSchema>; answer: StartPaymentResponse };
	"/payment/verify": { body: VerifyPaymentRequest; answer: VerifyPaymentResponse };
	"/products/{id}/reviews": { body: ReviewRequest; answer: ReviewSavedResponse };
	"/orders/{order_id}/cancellations": { body: CancellationRequest; answer: CancellationResponse };
	"/orders/{order_id}/cancellations/preview": { body: CancellationRequest; answer: CancellationResponse };
	"/order/ndr/answer": { body: OrderNdrAnswerRequest; answer: ShopperAnswerResponse };
	"/order/cod-confirmation/fetch": { body: OrderIdRequest; answer: CodConfirmationResponse };
	"/order/cod-confirmation/decide": { body: OrderCodDecisionRequest; answer: CodDecisionResponse };
	"/order/cod-confirmation/pay": { body: OrderIdRequest; answer: StartPaymentResponse };
	"/links/{token}/ndr": { body: NdrAnswerRequest; answer: ShopperAnswerResponse };
	"/links/{token}/cod": { body: CodDecisionRequest; answer: CodDecisionResponse };
	"/orders/{order_id}/returns": { body: ReturnRequest; answer: ReturnResponse };
	"/orders/{order_id}/returns/{return_id}/cancel": { body: Record<string, never>; answer: ReturnResponse };
	/** the picture itself as the body */
	"/returns/photos": { body: Blob; answer: ReturnPhotoResponse };
	"/account/messages/consent": { body: ConsentChangeRequest; answer: AccountMessagesResponse };
	"/account/alerts/stop": { body: StopAlertRequest; answer: AccountMessagesResponse };
	"/account/price-alerts": { body: PriceWatchRequest; answer: PriceWatchResponse };
}

/** A path without its query. */
type WithoutQuery<P extends string> = P extends `${infer Path}?${string}` ? Path : P;

/** The GET entry a concrete path is (most specific first), or never when the contract has none. */
export type ShopGetRoute<P extends string> =
	WithoutQuery<P> extends keyof ShopApiGets
		? WithoutQuery<P>
		: WithoutQuery<P> extends `/products/${string}/reviews`
			? "/products/{id}/reviews"
			: WithoutQuery<P> extends `/products/${string}/${string}/similar`
				? "/products/{category}/{slug}/similar"
				: WithoutQuery<P> extends `/products/${string}/${string}`
					? "/products/{category}/{slug}"
					: WithoutQuery<P> extends `/pincodes/${string}`
						? "/pincodes/{pincode}"
						: WithoutQuery<P> extends `/links/${string}`
							? "/links/{token}"
							: WithoutQuery<P> extends `/orders/${string}/returns`
								? "/orders/{order_id}/returns"
								: never;

/** The POST entry a concrete path is, or never. */
export type ShopPostRoute<P extends string> = P extends keyof ShopApiPosts
	? P
	: P extends `/products/${string}/reviews`
		? "/products/{id}/reviews"
		: P extends `/orders/${string}/cancellations/preview`
			? "/orders/{order_id}/cancellations/preview"
			: P extends `/orders/${string}/cancellations`
				? "/orders/{order_id}/cancellations"
				: P extends `/links/${string}/ndr`
					? "/links/{token}/ndr"
					: P extends `/links/${string}/cod`
						? "/links/{token}/cod"
						: P extends `/orders/${string}/returns/${string}/cancel`
							? "/orders/{order_id}/returns/{return_id}/cancel"
							: P extends `/orders/${string}/returns`
								? "/orders/{order_id}/returns"
								: never;

/** An entry's concrete paths: each `{parameter}` any text. */
type Concrete<R extends string> = R extends `${infer Head}{${string}}${infer Tail}`
	? `${Head}${string}${Concrete<Tail>}`
	: R;
/** Every path a GET may ask for, its query included. */
export type ShopGetPath = Concrete<keyof ShopApiGets> | `${Concrete<keyof ShopApiGets>}?${string}`;
/** Every path a POST may go to. */
export type ShopPostPath = Concrete<keyof ShopApiPosts>;

/** Paths with a `{parameter}`, which the mocks below cannot name. */
type Fixed<P> = P extends `${string}{${string}` ? never : P;

/**
 * What each storefront call with a fixed path answers when it succeeds (GET or
 * POST), by its path under /api. The web's tests' mocked answers are checked
 * against this map (`mockApi` in apps/web's test helpers), so a change of a
 * response schema fails the web's typecheck where a mock no longer matches
 * what the server sends.
 */
export type ShopApiResponses = { [P in keyof ShopApiGets as Fixed<P>]: ShopApiGets[P] } & {
	[P in keyof ShopApiPosts as Fixed<P>]: ShopApiPosts[P]["answer"];
};

/** A product's reviews (GET) or a saved review (POST) at /products/{id}/reviews. */
export type ReviewsPathResponse = ReviewsResponse | ReviewSavedResponse;
