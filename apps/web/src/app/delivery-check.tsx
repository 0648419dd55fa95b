import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { addressesQuery } from "../features/addresses/api/get-addresses.ts";
import { CheckDelivery } from "../features/delivery/components/check-delivery.tsx";
import { DeliveryRange } from "../features/delivery/components/delivery-range.tsx";
import { useSession } from "../lib/session.ts";

/** The signed-in shopper's default address's pincode (undefined while it loads), for the delivery check. */
function useDefaultPincode(): string | null | undefined {
	const session = useSession();
	const userId = session?.user.user_id ?? 0;
	const { data } = useQuery({ ...addressesQuery(userId), enabled: userId > 0 });
	if (!session) return null;
	if (!data) return undefined;
	return data.find((address) => address.is_default)?.pincode ?? null;
}

/**
 * "Check delivery" (the delivery feature) started from the default address
 * (the addresses feature): on the product page and the cart, so that a
 * shopper learns the date, or that the pincode is not served, before checkout.
 */
export function DeliveryCheck() {
	const defaultPincode = useDefaultPincode();
	// the box reads this device's remembered pincode and the session: it appears after hydration, never in server HTML
	const [mounted, setMounted] = useState(false);
	useEffect(() => setMounted(true), []);
	// until then (and in the server's HTML) the shop's delivery range, so nobody reads an empty box
	if (!mounted) return <DeliveryRange />;
	// waits for the addresses of a signed-in shopper, so that their default pincode is the one first checked
	if (defaultPincode === undefined) return <DeliveryRange />;
	return <CheckDelivery defaultPincode={defaultPincode} />;
}
