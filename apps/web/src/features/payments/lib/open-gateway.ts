import { type PaymentStart, paymentHref } from "@pitara/shared";
import { ShopperError } from "../../../lib/api-client.ts";
import { resultSearch } from "./gateway-result.ts";

const GATEWAY_UNAVAILABLE = "The payment window could not be opened. Please try again.";
const RAZORPAY_CHECKOUT = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpaySuccess {
	razorpay_order_id: string;
	razorpay_payment_id: string;
	razorpay_signature: string;
}
interface RazorpayFailure {
	error: { description?: string; metadata?: { payment_id?: string; order_id?: string } };
}
interface RazorpayInstance {
	open(): void;
	on(event: "payment.failed", handler: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadScript(src: string): Promise<void> {
	return new Promise((resolve, reject) => {
		if (document.querySelector(`script[src="${src}"]`) && "Razorpay" in window) {
			resolve();
			return;
		}
		const script = document.createElement("script");
		script.src = src;
		script.async = true;
		script.onload = () => resolve();
		script.onerror = () => reject(new ShopperError(GATEWAY_UNAVAILABLE));
		document.head.append(script);
	});
}

/**
 * Sends the shopper to pay. The built-in test gateway is a page of its own
 * (a full navigation, as a bank's page would be); Razorpay opens its
 * checkout.js window over ours. Either way the result comes back to the
 * order's payment page, which hands it to the server to verify.
 */
export async function openGateway(start: PaymentStart, navigate: (to: string) => void): Promise<void> {
	const back = paymentHref(start.order_id);
	if (start.gateway === "test") {
		window.location.assign(start.redirect_url ?? back);
		return;
	}
	await loadScript(RAZORPAY_CHECKOUT);
	const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
	if (!Razorpay) throw new ShopperError(GATEWAY_UNAVAILABLE);
	const checkout = new Razorpay({
		key: start.key_id,
		amount: Math.round(start.amount * 100),
		currency: start.currency,
		name: start.shop_name,
		description: start.description,
		order_id: start.gateway_order_id,
		prefill: start.prefill,
		theme: { color: "#be185d" },
		handler: (response: RazorpaySuccess) =>
			navigate(
				`${back}${resultSearch({
					gateway_order_id: response.razorpay_order_id,
					gateway_payment_id: response.razorpay_payment_id,
					signature: response.razorpay_signature,
					outcome: "paid",
				})}`,
			),
		modal: { ondismiss: () => navigate(back) },
	});
	checkout.on("payment.failed", (response) => {
		const paymentId = response.error.metadata?.payment_id;
		navigate(
			paymentId
				? `${back}${resultSearch({ gateway_order_id: start.gateway_order_id, gateway_payment_id: paymentId, outcome: "failed" })}`
				: back,
		);
	});
	checkout.open();
}
