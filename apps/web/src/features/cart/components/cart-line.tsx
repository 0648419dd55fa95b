import {
	type CartItem,
	cartMessages,
	checkoutMessages,
	paiseToRupees,
	productHref,
	rupeesToPaise,
} from "@pitara/shared";
import { Price } from "../../../components/ui/price.tsx";
import { formatRupees } from "../../../lib/format.ts";
import { fallbackToPlaceholder, imageSources } from "../../../lib/images.ts";
import { Link } from "../../../lib/router.tsx";
import { useCartLinePending, useUpdateCartItem } from "../api/update-cart-item.ts";
import { MinusIcon, PlusIcon, TrashIcon } from "./cart-icons.tsx";

const stepClasses =
	"flex h-10 w-10 items-center justify-center text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40";

/** The product page of a line, on the line's own size and colour. */
export function lineHref(item: Pick<CartItem, "category" | "slug" | "product_id">): string {
	return `${productHref(item.category, item.slug)}?variant=${item.product_id}`;
}

/**
 * One line of /cart: picture, name (to the product), brand, size, colour,
 * price with the mrp struck through, and the quantity: minus (disabled at 1),
 * plus (disabled at the stock) and Remove. A line that can no longer be
 * bought says why; a line with fewer left than its quantity offers to come
 * down to what is left. The first lines' pictures are on the first screen:
 * `eager` loads them at once (the first is the page's LCP), not when a lazy
 * image's observer gets to them.
 */
export function CartLine({ item, eager = false }: { item: CartItem; eager?: boolean }) {
	const update = useUpdateCartItem();
	const pending = useCartLinePending(item.product_id);
	const sources = imageSources(item.images[0]?.image_url);
	const href = lineHref(item);
	const gone = item.problem === cartMessages.noLongerAvailable || item.stock <= 0;
	const short = !gone && item.quantity > item.stock;

	const set = (quantity: number) =>
		update.mutate({
			product_id: item.product_id,
			quantity,
			...(quantity === 0 ? { announce: "removal" as const } : {}),
		});

	return (
		<li
			className={`flex gap-3 rounded-xl border bg-white p-3 sm:gap-4 sm:p-4 ${item.available ? "border-slate-200" : "border-amber-300 bg-amber-50/40"}`}
			data-testid="cart-line"
			aria-busy={pending || undefined}
		>
			<Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
				<img
					src={sources.src}
					srcSet={sources.srcSet}
					sizes="112px"
					alt=""
					width={112}
					height={112}
					loading={eager ? "eager" : "lazy"}
					decoding="async"
					onError={fallbackToPlaceholder}
					className={`h-24 w-24 rounded-lg bg-slate-50 object-cover sm:h-28 sm:w-28 ${gone ? "opacity-50 grayscale" : ""}`}
				/>
			</Link>
			<div className="flex min-w-0 flex-1 flex-col gap-1">
				<p className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.brand}</p>
				<h2 className="text-sm font-medium leading-snug text-slate-900 sm:text-base">
					<Link to={href} className="line-clamp-2 hover:text-brand-700 hover:underline">
						{item.name}
					</Link>
				</h2>
				<p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
					<span>
						{cartMessages.size}
						<span className="font-medium text-slate-800">{item.size}</span>
					</span>
					<span>
						{cartMessages.colour}
						<span className="font-medium text-slate-800">{item.color}</span>
					</span>
				</p>
				<Price price={item.price} mrp={item.mrp} size="line" discount="text" />
				{item.problem ? (
					<p className="text-sm font-semibold text-amber-800" data-testid="line-problem">
						{item.problem}
					</p>
				) : null}
				<div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
					{gone ? null : (
						// biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
						<div
							role="group"
							aria-label={checkoutMessages.quantityOf(item.name)}
							className="flex items-center overflow-hidden rounded-lg border border-slate-300"
						>
							<button
								type="button"
								className={stepClasses}
								onClick={() => set(item.quantity - 1)}
								disabled={pending || item.quantity <= 1 || item.quantity - 1 > item.stock}
								aria-label={cartMessages.oneFewer(item.name)}
							>
								<MinusIcon className="h-4 w-4" />
							</button>
							<output className="w-9 text-center text-sm font-semibold tabular-nums" aria-label={cartMessages.quantity}>
								{item.quantity}
							</output>
							<button
								type="button"
								className={stepClasses}
								onClick={() => set(item.quantity + 1)}
								disabled={pending || item.quantity >= item.stock}
								aria-label={cartMessages.oneMore(item.name)}
								title={item.quantity >= item.stock ? cartMessages.onlyLeft(item.stock) : undefined}
							>
								<PlusIcon className="h-4 w-4" />
							</button>
						</div>
					)}
					{short ? (
						<button
							type="button"
							className="min-h-10 rounded-lg border border-amber-400 bg-white px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-50 disabled:opacity-50"
							onClick={() => set(item.stock)}
							disabled={pending}
						>
							{cartMessages.changeTo}
							{item.stock}
						</button>
					) : null}
					<button
						type="button"
						className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
						onClick={() => set(0)}
						disabled={pending}
						aria-label={cartMessages.removeFromCart(item.name)}
					>
						<TrashIcon className="h-4 w-4" />
						{cartMessages.remove}
					</button>
				</div>
			</div>
			<p className="hidden shrink-0 text-right font-bold tabular-nums text-slate-900 sm:block">
				<span className="sr-only">{cartMessages.lineTotal}</span>
				{formatRupees(paiseToRupees(rupeesToPaise(item.price) * item.quantity))}
			</p>
		</li>
	);
}
