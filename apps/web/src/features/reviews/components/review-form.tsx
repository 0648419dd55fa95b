import { zodResolver } from "@hookform/resolvers/zod";
import {
	catalogMessages,
	REVIEW_MAX_LENGTH,
	type Review,
	type ReviewForm,
	type ReviewRequest,
	reviewRequestSchema,
	reviewsMessages,
} from "@pitara/shared";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { StarIcon } from "../../../components/ui/icons.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useSubmitReview } from "../api/submit-review.ts";

/*
 * The logged-in shopper's review form. It brings zod and react-hook-form, so
 * ReviewsSection loads it on demand (React.lazy) and keeps it off the product
 * page's first load; ReviewFormPlaceholder there has the same markup and
 * height. Keep the two in step.
 */

const RATING_WORDS = [
	"",
	reviewsMessages.ratingPoor,
	reviewsMessages.ratingFair,
	reviewsMessages.ratingGood,
	reviewsMessages.ratingVeryGood,
	reviewsMessages.ratingExcellent,
];

export default function ReviewFormCard({
	productId,
	mine,
	onSaved,
}: {
	productId: number;
	mine: Review | null;
	onSaved?: () => Promise<unknown>;
}) {
	const id = useId();
	const toast = useToast();
	const submit = useSubmitReview(productId, onSaved);
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
			toast.success(catalogMessages.reviewSubmitted);
		} catch (error) {
			if (error instanceof ApiError) {
				for (const field of ["rating", "comment"] as const) {
					const message = error.fieldMessage(field);
					if (message) setError(field, { message });
				}
			}
			toast.error(errorMessage(error, reviewsMessages.submitFailed));
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
				{mine ? reviewsMessages.editYourReview : reviewsMessages.writeAReview}
			</h3>
			<fieldset className="mt-3" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
				<legend className="text-sm font-medium text-slate-700">{reviewsMessages.yourRating}</legend>
				<div className="mt-1 flex items-center gap-1">
					{[1, 2, 3, 4, 5].map((value) => (
						<label key={value} className="cursor-pointer">
							<input
								type="radio"
								value={value}
								{...register("rating")}
								className="peer sr-only"
								aria-label={
									value === 1 ? reviewsMessages.oneStar : reviewsMessages.starsCount.replace("{count}", String(value))
								}
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
					{reviewsMessages.yourReview}
				</label>
				<textarea
					id={`${id}-comment`}
					rows={4}
					maxLength={REVIEW_MAX_LENGTH}
					{...register("comment")}
					aria-invalid={errors.comment ? true : undefined}
					aria-describedby={`${id}-comment-help`}
					placeholder={reviewsMessages.whatDidYouAnd}
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
				{submit.isPending
					? reviewsMessages.submitting
					: mine
						? reviewsMessages.updateReview
						: reviewsMessages.submitReview}
			</button>
		</form>
	);
}
