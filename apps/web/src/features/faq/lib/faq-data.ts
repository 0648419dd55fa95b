import { faqMessages } from "@pitara/shared";
export interface FaqEntry {
	id: string;
	question: string;
	answer: string;
}

export interface FaqGroup {
	/** the anchor: /faq#shipping */
	id: string;
	title: string;
	entries: FaqEntry[];
}

/** The FAQ of SPEC.md §2 with the statements of §9 (processing, delivery and refund times). */
export const FAQ_GROUPS: FaqGroup[] = [
	{
		id: "shipping",
		title: faqMessages.shipping,
		entries: [
			{
				id: "processing-time",
				question: faqMessages.howLongDoesIt,
				answer: faqMessages.wePackAndDispatch,
			},
			{
				id: "domestic-delivery",
				question: faqMessages.howLongDoesDelivery,
				answer: faqMessages.domesticDeliveryTakes3,
			},
			{
				id: "international-delivery",
				question: faqMessages.doYouShipOutside,
				answer: faqMessages.yesInternationalDeliveryTakes,
			},
			{
				id: "free-shipping",
				question: faqMessages.isShippingFree,
				answer: faqMessages.ordersOver500Are,
			},
			{
				id: "track-order",
				question: faqMessages.howCanITrack,
				answer: faqMessages.logInAndOpen,
			},
		],
	},
	{
		id: "returns",
		title: faqMessages.returns,
		entries: [
			{
				id: "return-window",
				question: faqMessages.whatIsYourReturn,
				answer: faqMessages.returnsAreAcceptedWithin,
			},
			{
				id: "refund-time",
				question: faqMessages.whenWillIGet,
				answer: faqMessages.refundsReachYourOriginal,
			},
			{
				id: "exchange-size",
				question: faqMessages.canIExchangeAn,
				answer: faqMessages.yesWithinTheSame,
			},
			{
				id: "non-returnable",
				question: faqMessages.areThereItemsI,
				answer: faqMessages.forHygieneReasonsInnerwear,
			},
		],
	},
	{
		id: "payments",
		title: faqMessages.payments,
		entries: [
			{
				id: "payment-methods",
				question: faqMessages.whichPaymentMethodsDo,
				answer: faqMessages.cashOnDeliveryCredit,
			},
			{
				id: "cod",
				question: faqMessages.isCashOnDelivery,
				answer: faqMessages.yesToMostPincodes,
			},
			{
				id: "card-safety",
				question: faqMessages.isItSafeTo,
				answer: faqMessages.yesCardAndUpi,
			},
			{
				id: "gift-cards-codes",
				question: faqMessages.howDoIUse,
				answer: faqMessages.chooseGiftCardAs,
			},
			{
				id: "payment-failed",
				question: faqMessages.myPaymentFailedBut,
				answer: faqMessages.banksUsuallyReturnA,
			},
		],
	},
	{
		id: "product-care",
		title: faqMessages.productCare,
		entries: [
			{
				id: "wash-cotton",
				question: faqMessages.howShouldIWash,
				answer: faqMessages.washInColdWater,
			},
			{
				id: "ethnic-wear",
				question: faqMessages.howDoICare,
				answer: faqMessages.dryCleanOrHand,
			},
			{
				id: "clean-toys",
				question: faqMessages.howDoIClean,
				answer: faqMessages.wipePlasticAndWooden,
			},
			{
				id: "toy-safety",
				question: faqMessages.areYourToysSafe,
				answer: faqMessages.ourToysMeetIndian,
			},
			{
				id: "jewellery-books",
				question: faqMessages.howShouldIStore,
				answer: faqMessages.keepJewelleryDryIn,
			},
		],
	},
];
