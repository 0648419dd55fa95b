export const ratingRequired = "Please choose a rating from 1 to 5 stars";
export const commentRequired = "Please write a few words about the product";
export const commentTooLong = (max: number) => `Please keep your review under ${max} characters`;
export const loginToReview = "Log in to write a review";
export const noReviews = "No reviews yet. Be the first to review this product.";
export const loadFailed = "Failed to load reviews";
export const submitFailed = "Your review could not be saved. Please try again.";
export const verifiedBuyer = "Verified buyer";
/** "12 of 15 from verified buyers" */
export const fromVerifiedBuyers = (verified: number, count: number) => `${verified} of ${count} from verified buyers`;

export const yourRating = "Your rating";
export const yourReview = "Your review";
export const whatDidYouAnd = "What did you and your child think of it?";
export const theReviewFormCould = "The review form could not be loaded.";
export const reloadThePage = "Reload the page";
export const customerReviews = "Customer Reviews";
export const tryAgain = "Try again";
/** the review form (review-form.tsx, loaded on demand) and its placeholder on the product page (reviews-section.tsx) */
export const writeAReview = "Write a review";
export const editYourReview = "Edit your review";
export const submitReview = "Submit Review";
export const updateReview = "Update Review";
export const submitting = "Submitting…";
/** a star's button: "1 star", "4 stars" */
export const oneStar = "1 star";
export const starsCount = "{count} stars";
/** the word beside the chosen stars, 1 to 5 */
export const ratingPoor = "Poor";
export const ratingFair = "Fair";
export const ratingGood = "Good";
export const ratingVeryGood = "Very good";
export const ratingExcellent = "Excellent";
/** after the reviewer's own name in the list */
export const byYou = " (you)";
