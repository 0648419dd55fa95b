import type {
	FiltersResponse,
	ProductListResponse,
	ReviewSavedResponse,
	ReviewsResponse,
	SuggestionsResponse,
} from "@pitara/shared";
import { describe, expectTypeOf, it } from "vitest";
import type { api, GetAnswer, PostAnswer, PostBody } from "./api-client.ts";

// The client is bound to packages/shared's contract: the path picks the body and the answer. These are checked by
// `npm run typecheck` (the @ts-expect-error lines fail it when a wrong call stops being an error).
describe("api client bound to the contract", () => {
	it("picks a GET's answer by its path, the query and parameters included", () => {
		expectTypeOf<GetAnswer<"/products?page=1">>().toEqualTypeOf<ProductListResponse>();
		expectTypeOf<GetAnswer<"/products/all/filters">>().toEqualTypeOf<FiltersResponse>();
		expectTypeOf<GetAnswer<`/search/suggestions?q=${string}`>>().toEqualTypeOf<SuggestionsResponse>();
		expectTypeOf<GetAnswer<"/products/12/reviews">>().toEqualTypeOf<ReviewsResponse>();
		expectTypeOf<GetAnswer<"/products/toys/blocks/similar">>().toEqualTypeOf<ProductListResponse>();
		expectTypeOf<GetAnswer<"/products/toys/blocks">>().toEqualTypeOf<ProductListResponse>();
	});

	it("picks a POST's body and answer by its path", () => {
		expectTypeOf<PostBody<"/order/cancel">>().toHaveProperty("order_id");
		expectTypeOf<PostAnswer<"/products/12/reviews">>().toEqualTypeOf<ReviewSavedResponse>();
	});

	it("refuses a path the contract does not have, and a body of the wrong shape", () => {
		const typeOnly = (_: () => unknown) => undefined;
		typeOnly((client: typeof api = undefined as never) => {
			// @ts-expect-error no such storefront call
			client.get("/no/such/call");
			// @ts-expect-error a GET path is not a POST path
			client.post("/products", {});
			// @ts-expect-error the body lacks order_id
			client.post("/order/cancel", {});
		});
	});
});
