import { zodResolver } from "@hookform/resolvers/zod";
import {
	messages,
	REVIEW_MAX_LENGTH,
	type Review,
	type ReviewForm,
	type ReviewRequest,
	reviewRequestSchema,
} from "@pitara/shared";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { StarIcon } from "../../../components/ui/icons.tsx";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { formatDate } from "../../../lib/format.ts";
import { useSession } from "../../../lib/session.ts";
import { useReviews } from "../api/get-reviews.ts";
import { useSubmitReview } from "../api/submit-review.ts";

const RATING_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

function ReviewFormCard({ productId, mine }: { productId: number; mine: Review | null }) {
	const id = useId();
	const toast = useToast();
	const submit = useSubmitReview(productId);
	const {
		register,
		handleSubmit,
		watch,
		setError,
		formState: { errors },
	} = useForm<ReviewForm, unknown, ReviewRequest>({
		resolver: zodResolver(reviewRequestSchema),
		defaultValues: { rating: mine ? String(mine.rating) : undefined, comment: mine?.comment ?? "" },
	});
	const rating = Number(watch("rating")) || 0;
	const comment = watch("comment") ?? "";

	const onSubmit = handleSubmit(async (values) => {
		try {
			await submit.mutateAsync(values);
			toast.success(messages.catalog.reviewSubmitted);
		} catch (error) {
			if (error instanceof ApiError) {
				for (const field of ["rating", "comment"] as const) {
					const message = error.fieldMessage(field);
					if (message) setError(field, { message });
				}
			}
			toast.error(errorMessage(error, messages.reviews.submitFailed));
		}
	});

	return (
		<form
			onSubmit={onSubmit}
			noValidate
			className="rounded-xl border border-slate-200 p-4"
			aria-labelledby={`${id}-title`}
		>
			<h3 id={`${id}-title`} className="font-semibold text-slate-900">
				{mine ? "Edit your review" : "Write a review"}
			</h3>
			<fieldset className="mt-3" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
				<legend className="text-sm font-medium text-slate-700">Your rating</legend>
				<div className="mt-1 flex items-center gap-1">
					{[1, 2, 3, 4, 5].map((value) => (
						<label key={value} className="cursor-pointer">
							<input
								type="radio"
								value={value}
								{...register("rating")}
								className="peer sr-only"
								aria-label={`${value} ${value === 1 ? "star" : "stars"}`}
							/>
							<StarIcon
								filled={value <= rating}
								className={`h-8 w-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${
									value <= rating ? "text-accent-500" : "text-slate-300 hover:text-accent-400"
								}`}
							/>
						</label>
					))}
					<span className="ml-2 text-sm text-slate-600">{RATING_WORDS[rating] ?? ""}</span>
				</div>
				{errors.rating ? (
					<p id={`${id}-rating-error`} className="mt-1 text-sm text-red-700">
						{errors.rating.message}
					</p>
				) : null}
			</fieldset>
			<div className="mt-3">
				<label htmlFor={`${id}-comment`} className="text-sm font-medium text-slate-700">
					Your review
				</label>
				<textarea
					id={`${id}-comment`}
					rows={4}
					maxLength={REVIEW_MAX_LENGTH}
					{...register("comment")}
					aria-invalid={errors.comment ? true : undefined}
					aria-describedby={`${id}-comment-help`}
					placeholder="What did you and your child think of it?"
					className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none"
				/>
				<p id={`${id}-comment-help`} className="flex justify-between text-xs text-slate-500">
					<span className="text-sm text-red-700">{errors.comment?.message ?? ""}</span>
					<span>
						{comment.length}/{REVIEW_MAX_LENGTH}
					</span>
				</p>
			</div>
			<button
				type="submit"
				disabled={submit.isPending}
				className="mt-3 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
			>
				{submit.isPending ? "Submitting…" : mine ? "Update Review" : "Submit Review"}
			</button>
		</form>
	);
}

/**
 * Customer reviews of a product: the average and count, the list (texts
 * shown as text), and a form for the logged-in shopper's own review, which
 * they can edit later.
 */
export function ReviewsSection({ productId }: { productId: number }) {
	const session = useSession();
	const location = useLocation();
	const { data, isPending, isError, error, refetch } = useReviews(productId);

	return (
		<section aria-labelledby="reviews-heading" className="border-t border-slate-200 pt-8">
			<h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
				Customer Reviews
			</h2>
			{isPending ? (
				<div className="mt-4 h-24 rounded-xl bg-slate-100" aria-hidden="true" />
			) : isError ? (
				<p className="mt-4 text-sm text-red-700">
					{errorMessage(error, messages.reviews.loadFailed)}{" "}
					<button type="button" className="font-medium underline" onClick={() => refetch()}>
						Try again
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
									{data.count} {data.count === 1 ? "review" : "reviews"}
								</p>
							</div>
						</div>
						{session ? (
							<ReviewFormCard key={data.mine?.id ?? "new"} productId={productId} mine={data.mine} />
						) : (
							<p className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
								<Link
									to={`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
									className="font-semibold text-brand-700 underline"
								>
									{messages.reviews.loginToReview}
								</Link>
							</p>
						)}
					</div>
					{data.reviews.length === 0 ? (
						<p className="text-sm text-slate-600">{messages.reviews.noReviews}</p>
					) : (
						<ul className="divide-y divide-slate-100">
							{data.reviews.map((review) => (
								<li key={review.id} className="py-4 first:pt-0">
									<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
										<StarRating value={review.rating} />
										<span className="text-sm font-semibold text-slate-900">
											{review.user}
											{review.mine ? " (you)" : ""}
										</span>
										<time dateTime={review.date} className="text-xs text-slate-500">
											{formatDate(review.date)}
										</time>
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
