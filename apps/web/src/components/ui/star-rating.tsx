import { uiMessages } from "@pitara/shared";
import { StarIcon } from "./icons.tsx";

/**
 * Five stars filled to the nearest half of an average rating, read as
 * "Rated 4.3 out of 5" by a screen reader.
 */
export function StarRating({
	value,
	className = "h-4 w-4",
	label,
}: {
	/** 0 to 5 */
	value: number;
	className?: string;
	/** what a screen reader hears instead of "Rated N out of 5" */
	label?: string;
}) {
	const rounded = Math.round(value * 2) / 2;
	return (
		<span
			role="img"
			aria-label={label ?? uiMessages.ratedOutOf5(value)}
			className="inline-flex items-center text-accent-500"
		>
			{[1, 2, 3, 4, 5].map((star) => {
				const fill = rounded >= star ? "full" : rounded >= star - 0.5 ? "half" : "none";
				return (
					<span key={star} className="relative inline-block">
						<StarIcon className={`${className} text-slate-300`} />
						{fill !== "none" ? (
							<span className={`absolute inset-0 overflow-hidden ${fill === "half" ? "w-1/2" : ""}`}>
								<StarIcon filled className={className} />
							</span>
						) : null}
					</span>
				);
			})}
		</span>
	);
}
