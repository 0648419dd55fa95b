import type { ValidatePromoRequest, ValidatePromoResponse } from "@pitara/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/promo/validate: the amounts of these lines with the code, or why it cannot be used. */
export function validatePromo(body: ValidatePromoRequest): Promise<ValidatePromoResponse> {
	return api.post("/promo/validate", body);
}

export function useValidatePromo() {
	return useMutation({ mutationFn: validatePromo });
}
