import { alertMessages, cartMessages, shownStockLimit } from "@pitara/shared";
import type { ReactNode, Ref } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { Link } from "../../../lib/router.tsx";
import { useSession } from "../../../lib/session.ts";
import { useLoginAction } from "../../../lib/use-login-action.ts";
import { useCartLine } from "../api/get-cart.ts";
import { useCartLinePending, useUpdateCartItem } from "../api/update-cart-item.ts";
import type { CartLineTemplate } from "../lib/cart-cache.ts";

/**
 * The product page's one cart action: Add to Cart with the chosen size,
 * colour and quantity, or Go to Cart once that variant is in the cart. The
 * panel and the phone's sticky bar both render it, so they always agree.
 */
export function AddToCartButton({
	template,
	quantity,
	className = "",
}: {
	template: CartLineTemplate;
	quantity: number;
	className?: string;
}) {
	const session = useSession();
	const toast = useToast();
	const loginAction = useLoginAction();
	const { line, loading } = useCartLine(template.product_id);
	const pending = useCartLinePending(template.product_id);
	const update = useUpdateCartItem();
	const soldOut = template.stock <= 0;

	const add = (event: { preventDefault(): void }) => {
		// hydrated: the JSON API instead of the form (decision 026)
		event.preventDefault();
		if (!session) {
			toast.error(cartMessages.loginToAdd, loginAction);
			return;
		}
		if (quantity > shownStockLimit(template.stock)) {
			toast.error(cartMessages.stockLimit(template.stock));
			return;
		}
		update.mutate({ product_id: template.product_id, quantity, template, announce: "first-add" });
	};

	// a sold-out size: "Notify me" posts the panel's notify-me form (a server-rendered form: no code here)
	if (soldOut)
		return (
			<Button type="submit" form="notify-me" size="lg" className={className}>
				{alertMessages.notifyMe}
			</Button>
		);
	if (session !== null && line !== undefined) {
		return (
			<Link to="/cart" className={buttonClasses({ size: "lg", className })}>
				{cartMessages.goToCart}
			</Link>
		);
	}
	return (
		<Button
			type="submit"
			size="lg"
			className={className}
			onClick={add}
			loading={pending}
			disabled={session !== null && loading}
		>
			{cartMessages.addToCart}
		</Button>
	);
}

/**
 * The product page's cart panel: the cart action and, once the variant is in
 * the cart, how many are there. `aside` sits beside the button (the wishlist
 * heart); `ref` lets the page know when the panel is off screen.
 */
export function AddToCartPanel({
	template,
	quantity,
	aside,
	ref,
}: {
	template: CartLineTemplate;
	quantity: number;
	aside?: ReactNode;
	ref?: Ref<HTMLDivElement>;
}) {
	const session = useSession();
	const { line } = useCartLine(template.product_id);
	const inCart = session !== null && line !== undefined;
	return (
		<div ref={ref} className="space-y-2">
			<div className="flex items-center gap-3">
				{/* a tap before the page hydrated posts this form (decision 026) */}
				{/* the product page's size and colour radios belong to it by this id (products variant-picker.tsx) */}
				<form id="add-to-cart" method="post" action="/form/cart" className="contents">
					<input type="hidden" name="product_id" value={template.product_id} />
					<input type="hidden" name="quantity" value={quantity} />
					<AddToCartButton template={template} quantity={quantity} className="flex-1 sm:flex-none sm:min-w-56" />
				</form>
				{aside}
			</div>
			{/* Notify me on a sold-out size (issue 26): POST /form/stock-alert, back with a notice */}
			{template.stock <= 0 ? (
				<form id="notify-me" method="post" action="/form/stock-alert" hidden>
					<input type="hidden" name="product_id" value={template.product_id} />
				</form>
			) : null}

			{inCart ? (
				<p className="text-sm text-slate-600" data-testid="detail-in-cart">
					{line.quantity}
					{cartMessages.inYourCart}
					{line.problem ? <span className="font-semibold text-amber-800"> · {line.problem}</span> : null}
				</p>
			) : null}
		</div>
	);
}
