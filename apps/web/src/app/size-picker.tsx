import type { Product } from "@pitara/shared";
import { catalogMessages } from "@pitara/shared";
import { SizePickerDialog } from "../features/cart/components/size-picker-dialog.tsx";
import { chartIdForCategory } from "../features/size-guide/lib/size-chart-ids.ts";
import { Link } from "../lib/router.tsx";
import { cartTemplate } from "./product-templates.ts";

/**
 * A card's size picker with its link to the size guide: loaded when a shopper
 * first asks for it (shop-actions.tsx), so the dialog, its focus trap and the
 * size charts are not part of a catalogue page's first load.
 */
export default function CardSizePicker({
	product,
	initialColor,
	onClose,
	onAdded,
}: {
	product: Product;
	initialColor: string;
	onClose: () => void;
	onAdded: (variantId: number) => void;
}) {
	const sizeChart = chartIdForCategory(product.category);
	return (
		<SizePickerDialog
			open
			onClose={onClose}
			name={product.name}
			choices={product.other_info.map((other) => cartTemplate(product, other))}
			initialColor={initialColor}
			onAdded={onAdded}
			footer={
				sizeChart ? (
					<Link
						to={`/size-guide#${sizeChart}`}
						className="inline-flex min-h-10 items-center text-sm font-medium text-brand-700 underline underline-offset-2"
					>
						{catalogMessages.notSureSeeThe}
					</Link>
				) : undefined
			}
		/>
	);
}
