import { catalogMessages, type Review, reviewsMessages } from "@pitara/shared";
import { lazy, Suspense } from "react";
import { ShieldIcon, StarIcon } from "../../../components/ui/icons.tsx";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { Link, useLocation } from "../../../lib/router.tsx";
import { useSession } from "../../../lib/session.ts";
import { useReviews } from "../api/get-reviews.ts";

// The form brings zod and react-hook-form: loaded only for a logged-in shopper, after the page is up.
// Should its code fail to arrive, the rest of the product page stays; only the form says so.
const ReviewFormCard = lazy(() => import("./review-form.tsx").catch(() => ({ default: ReviewFormUnavailable })));

function ReviewFormUnavailable() {
	return (
		<p className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
			{reviewsMessages.theReviewFormCould}{" "}
			<button type="button" className="font-semibold text-brand-700 underline" onClick={() => window.location.reload()}>
				{reviewsMessages.reloadThePage}
			</button>
		</p>
	);
}

/**
 * What stands in for the review form while its code loads: the form's own
 * markup and classes (review-form.tsx), inert and hidden from assistive
 * technology, so it is exactly as tall and nothing below it moves when the
 * real form replaces it.
 */
function ReviewFormPlaceholder({ mine }: { mine: Review | null }) {
	return (
		<div
			aria-hidden="true"
			inert
			className="rounded-xl border border-slate-200 p-4"
			data-testid="review-form-placeholder"
		>
			<h3 className="font-semibold text-slate-900">
				{mine ? reviewsMessages.editYourReview : reviewsMessages.writeAReview}
			</h3>
			<fieldset className="mt-3" disabled>
				<legend className="text-sm font-medium text-slate-700">{reviewsMessages.yourRating}</legend>
				<div className="mt-1 flex items-center gap-1">
					{[1, 2, 3, 4, 5].map((value) => (
						<span key={value}>
							<StarIcon
								filled={value <= (mine?.rating ?? 0)}
								className={`h-8 w-8 rounded ${value <= (mine?.rating ?? 0) ? "text-accent-500" : "text-slate-300"}`}
							/>
						</span>
					))}
					<span className="ml-2 text-sm text-slate-600" />
				</div>
			</fieldset>
			<div className="mt-3">
				<span className="text-sm font-medium text-slate-700">{reviewsMessages.yourReview}</span>
				<textarea
					rows={4}
					disabled
					tabIndex={-1}
					defaultValue={mine?.comment ?? ""}
					placeholder={reviewsMessages.whatDidYouAnd}
					className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
				/>
				<p className="flex justify-between text-xs text-slate-500">
					<span className="text-sm text-red-700" />
					{/* a line as tall as the form's "0/2000" counter; importing REVIEW_MAX_LENGTH here would put
					    the whole product schemas module into the page's first load */}
					<span>{"\u00a0"}</span>
				</p>
			</div>
			<button
				type="button"
				disabled
				tabIndex={-1}
				className="mt-3 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white disabled:opacity-60"
			>
				{mine ? reviewsMessages.updateReview : reviewsMessages.submitReview}
			</button>
		</div>
	);
}

/**
 * Customer reviews of a product: the average and count, how many are from
 * verified buyers (who bought and received it), the list (texts shown as
 * text, a verified buyer's marked), and a form for the logged-in shopper's
 * own review, which they can edit later.
 */
/** `onReviewSaved`: what a saved review makes stale outside this feature, passed by the page that composes it. */
export function ReviewsSection({
	productId,
	onReviewSaved,
}: {
	productId: number;
	onReviewSaved?: () => Promise<unknown>;
}) {
	const session = useSession();
	const location = useLocation();
	const { data, isPending, isError, error, refetch } = useReviews(productId);

	return (
		<section aria-labelledby="reviews-heading" className="border-t border-slate-200 pt-8">
			<h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
				{reviewsMessages.customerReviews}
			</h2>
			{isPending ? (
				<div className="mt-4 h-24 rounded-xl bg-slate-100" aria-hidden="true" />
			) : isError ? (
				<p className="mt-4 text-sm text-red-700">
					{errorMessage(error, reviewsMessages.loadFailed)}{" "}
					<button type="button" className="font-medium underline" onClick={() => refetch()}>
						{reviewsMessages.tryAgain}
					</button>
				</p>
			) : (
				<div className="mt-4 grid gap-6 md:grid-cols-[1fr_1.4fr]">
					<div className="space-y-4">
						<div className="flex items-center gap-3">
							<span className="text-4xl font-bold text-slate-900">
								{data.count > 0 ? data.average.toFixed(1) : "–"}
							</span>
							<div>
								<StarRating value={data.average} className="h-5 w-5" />
								<p className="text-sm text-slate-600">
									{data.count} {data.count === 1 ? catalogMessages.reviewOne : catalogMessages.reviewMany}
								</p>
								{data.verified_count > 0 ? (
									<p className="text-sm text-slate-600" data-testid="verified-summary">
										{reviewsMessages.fromVerifiedBuyers(data.verified_count, data.count)}
									</p>
								) : null}
							</div>
						</div>
						{session ? (
							<Suspense fallback={<ReviewFormPlaceholder mine={data.mine} />}>
								<ReviewFormCard
									key={data.mine?.id ?? "new"}
									productId={productId}
									mine={data.mine}
									onSaved={onReviewSaved}
								/>
							</Suspense>
						) : (
							<p className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
								<Link
									to={`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
									className="font-semibold text-brand-700 underline"
								>
									{reviewsMessages.loginToReview}
								</Link>
							</p>
						)}
					</div>
					{data.reviews.length === 0 ? (
						<p className="text-sm text-slate-600">{reviewsMessages.noReviews}</p>
					) : (
						<ul className="divide-y divide-slate-100">
							{data.reviews.map((review) => (
								<li key={review.id} className="py-4 first:pt-0">
									<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
										<StarRating value={review.rating} />
										<span className="text-sm font-semibold text-slate-900">
											{review.user}
											{review.mine ? reviewsMessages.byYou : ""}
										</span>
										<time dateTime={review.date} className="text-xs text-slate-500">
											{formatDate(review.date)}
										</time>
										{review.verified_buyer ? (
											<span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
												<ShieldIcon className="h-3.5 w-3.5" />
												{reviewsMessages.verifiedBuyer}
											</span>
										) : null}
									</div>
									{/* a review is text, never HTML */}
									<p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{review.comment}</p>
								</li>
							))}
						</ul>
					)}
				</div>
			)}
		</section>
	);
}
