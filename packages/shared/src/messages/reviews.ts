export const reviewsMessages = {
	ratingRequired: "Please choose a rating from 1 to 5 stars",
	commentRequired: "Please write a few words about the product",
	commentTooLong: (max: number) => `Please keep your review under ${max} characters`,
	loginToReview: "Log in to write a review",
	noReviews: "No reviews yet. Be the first to review this product.",
	loadFailed: "Failed to load reviews",
	submitFailed: "Your review could not be saved. Please try again.",
	verifiedBuyer: "Verified buyer",
	/** "12 of 15 from verified buyers" */
	fromVerifiedBuyers: (verified: number, count: number) => `${verified} of ${count} from verified buyers`,
} as const;
