import { cartMessages, catalogMessages, shownStockLimit } from "@pitara/shared";
import { useEffect, useId, useRef } from "react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { Link } from "../../../lib/router.tsx";
import { useSession } from "../../../lib/session.ts";
import { useLoginAction } from "../../../lib/use-login-action.ts";
import { useCartLine } from "../api/get-cart.ts";
import { useCartLinePending, useUpdateCartItem } from "../api/update-cart-item.ts";
import type { CartLineTemplate } from "../lib/cart-cache.ts";
import { MinusIcon, PlusIcon } from "./cart-icons.tsx";

const stepClasses =
	"row-start-2 flex h-10 min-w-10 items-center justify-center rounded-lg border border-brand-200 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 @min-[11rem]:row-start-1";

/**
 * A product card's cart buttons (SPEC.md §4): Add to Cart while the variant
 * is not in the cart; then minus / Go to Cart / plus. 'Added to cart!' only
 * on the first add. The quantity changes on screen at once, and the buttons
 * wait while the change is on its way. Logged out, a tap asks the shopper to
 * log in and offers the way back. With `chooseSize`, Add to Cart asks for a
 * size first (the card's size picker adds the chosen variant).
 */
export function CardCartButtons({
	template,
	chooseSize,
}: {
	template: CartLineTemplate;
	/** opens the size picker instead of adding `template` */
	chooseSize?: () => void;
}) {
	const session = useSession();
	const toast = useToast();
	const loginAction = useLoginAction();
	const { line, loading } = useCartLine(template.product_id);
	const pending = useCartLinePending(template.product_id);
	const update = useUpdateCartItem();
	const quantity = line?.quantity ?? 0;
	const soldOut = template.stock <= 0;
	// when Add to Cart had focus and gives way to the stepper, focus moves on to Go to Cart rather than being lost
	const addHadFocus = useRef(false);
	const goToCart = useRef<HTMLAnchorElement>(null);
	const productNameId = useId();
	const stepper = session !== null && quantity > 0;
	useEffect(() => {
		if (!stepper || !addHadFocus.current) return;
		addHadFocus.current = false;
		if (document.activeElement === document.body || document.activeElement === null) goToCart.current?.focus();
	}, [stepper]);

	const setQuantity = (next: number) => {
		if (!session) {
			toast.error(quantity > 0 ? cartMessages.loginToUpdate : cartMessages.loginToAdd, loginAction);
			return;
		}
		update.mutate({ product_id: template.product_id, quantity: next, template, announce: "first-add" });
	};

	if (!stepper) {
		return (
			<button
				type="button"
				className={buttonClasses({ size: "sm", fullWidth: true, className: "min-h-10" })}
				disabled={(session !== null && (loading || pending)) || soldOut}
				aria-busy={pending || undefined}
				// the name is what the button shows (WCAG 2.5.3 Label in Name); the product is its description
				aria-describedby={productNameId}
				// a tap before the code ran is replayed once it has (apps/api/src/lib/html-page.ts BOOT_SCRIPT)
				id={`${productNameId}-add`}
				data-replay
				aria-haspopup={chooseSize && session ? "dialog" : undefined}
				onFocus={() => {
					addHadFocus.current = true;
				}}
				onBlur={() => {
					addHadFocus.current = false;
				}}
				onClick={() => {
					if (session && chooseSize) chooseSize();
					else setQuantity(1);
				}}
			>
				{soldOut ? catalogMessages.outOfStock : cartMessages.addToCart}
				<span id={productNameId} hidden>
					{template.name}
				</span>
			</button>
		);
	}

	const atStock = quantity >= shownStockLimit(template.stock);
	// Minus, Go to Cart and plus in one row once the card has 11rem for them: 40 px buttons either side of
	// a 'Go to Cart' that is not cut off. A narrower card (a phone's two columns) gives Go to Cart the first
	// row and minus and plus half of the second each, so every target stays at least 40 x 40.
	return (
		// biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
		<div role="group" aria-label={cartMessages.cardInYourCart(template.name)} className="@container">
			<div className="grid grid-cols-2 gap-1 @min-[11rem]:grid-cols-[2.5rem_minmax(0,1fr)_2.5rem]">
				<button
					type="button"
					className={stepClasses}
					disabled={pending}
					aria-label={
						quantity === 1 ? cartMessages.removeFromCart(template.name) : cartMessages.oneFewer(template.name)
					}
					onClick={() => setQuantity(quantity - 1)}
				>
					<MinusIcon />
				</button>
				<Link
					ref={goToCart}
					to="/cart"
					className="col-span-2 row-start-1 flex min-h-10 min-w-0 flex-col items-center justify-center rounded-lg bg-brand-700 px-1 text-center leading-tight text-white hover:bg-brand-800 @min-[11rem]:col-span-1"
					aria-label={cartMessages.goToCartWith(quantity)}
				>
					<span className="whitespace-nowrap text-sm font-semibold @min-[11rem]:text-xs @min-[12.5rem]:text-sm">
						{cartMessages.goToCart}
					</span>
					<span className="whitespace-nowrap text-[11px] text-brand-100" data-testid="card-quantity" aria-live="polite">
						{quantity}
						{cartMessages.inCart}
					</span>
				</Link>
				<button
					type="button"
					className={stepClasses}
					disabled={pending || atStock}
					title={atStock ? cartMessages.onlyLeft(template.stock) : undefined}
					aria-label={
						atStock ? cartMessages.onlyLeftOf(template.stock, template.name) : cartMessages.oneMore(template.name)
					}
					onClick={() => setQuantity(quantity + 1)}
				>
					<PlusIcon />
				</button>
			</div>
		</div>
	);
}
