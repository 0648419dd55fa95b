export const noResults = (query: string) => `No results found for "${query}"`;

export const frequentlyAskedQuestions = "Frequently Asked Questions";
export const answersAboutDeliveryReturns =
	"Answers about delivery, returns, payments and caring for what you buy. Can't find yours?";
export const writeToUs = "Write to us";
export const faqTopics = "FAQ topics";
export const stillNeedHelp = "Still need help?";
export const callUsOn = "Call us on";
export const orSendUsA = ") or send us a message.";
export const contactUs = "Contact us";
export const searchTheFaq = "Search the FAQ";
export const searchQuestionsEG = "Search questions, e.g. refund, COD, washing";

export const shipping = "Shipping";
export const howLongDoesIt = "How long does it take to process my order?";
export const wePackAndDispatch =
	"We pack and dispatch every order within 1-2 business days. You get an SMS as soon as it leaves our warehouse in Bengaluru.";
export const howLongDoesDelivery = "How long does delivery take within India?";
export const domesticDeliveryTakes3 =
	"Domestic delivery takes 3-5 business days after dispatch to most pincodes. Remote areas and the North-East can take a day or two more.";
export const doYouShipOutside = "Do you ship outside India?";
export const yesInternationalDeliveryTakes =
	"Yes. International delivery takes 7-14 business days after dispatch, depending on the country and its customs checks.";
export const isShippingFree = "Is shipping free?";
export const ordersOver500Are =
	"Orders over ₹500 are delivered free within India; below that a delivery fee of ₹50 applies. We offer free shipping over $50 in the US.";
export const howCanITrack = "How can I track my order?";
export const logInAndOpen =
	"Log in and open Your Orders, then choose Track Order on the order. Every step, from packing to delivery, is listed with its date and time.";
export const returns = "Returns";
export const whatIsYourReturn = "What is your return policy?";
export const returnsAreAcceptedWithin =
	"Returns are accepted within 30 days of delivery for unused items in their original condition with tags attached. Write to us or call us and we arrange the pick-up.";
export const whenWillIGet = "When will I get my refund?";
export const refundsReachYourOriginal =
	"Refunds reach your original payment method in 7-10 business days after the returned item reaches us. Cash on delivery orders are refunded to your bank account or as a gift card, as you prefer.";
export const canIExchangeAn = "Can I exchange an item for another size?";
export const yesWithinTheSame =
	"Yes. Within the same 30 days we exchange clothing for another size of the same product at no extra cost, as long as that size is in stock. Our size guide helps you choose the first time.";
export const areThereItemsI = "Are there items I cannot return?";
export const forHygieneReasonsInnerwear =
	"For hygiene reasons innerwear, earrings and opened skincare cannot be returned, unless they arrived damaged or not as described.";
export const payments = "Payments";
export const whichPaymentMethodsDo = "Which payment methods do you accept?";
export const cashOnDeliveryCredit =
	"Cash on Delivery, credit and debit cards (Visa, Mastercard, RuPay), UPI, net banking and Pitara gift cards.";
export const isCashOnDelivery = "Is Cash on Delivery available?";
export const yesToMostPincodes =
	"Yes, to most pincodes in India. Please keep the exact amount ready; our delivery partners can also accept UPI at the door in many cities.";
export const isItSafeTo = "Is it safe to pay by card or UPI online?";
export const yesCardAndUpi =
	"Yes. Card and UPI payments are handled by our payment gateway over an encrypted connection. We never see or store your card number or UPI PIN.";
export const howDoIUse = "How do I use a gift card or a promo code?";
export const chooseGiftCardAs =
	"Choose Gift Card as the payment method at checkout and enter its code; the balance must cover the order. Promo codes such as WELCOME15, our newsletter's 15% first-order offer, go in the promo code box before you pay.";
export const myPaymentFailedBut = "My payment failed but money was deducted. What now?";
export const banksUsuallyReturnA =
	"Banks usually return a failed payment automatically within 5-7 business days. If it has not come back, write to us with your order number and we will follow it up with the bank.";
export const productCare = "Product Care";
export const howShouldIWash = "How should I wash cotton clothes?";
export const washInColdWater =
	"Wash in cold water, inside out, with a mild detergent, and dry in the shade. Wash dark colours separately the first few times, and avoid bleach.";
export const howDoICare = "How do I care for ethnic wear with embroidery or zari?";
export const dryCleanOrHand =
	"Dry clean, or hand wash gently in cold water without wringing. Iron on the reverse side on low heat and store folded in a muslin cloth, away from damp.";
export const howDoIClean = "How do I clean toys?";
export const wipePlasticAndWooden =
	"Wipe plastic and wooden toys with a damp cloth and mild soap, then dry them. Soft toys can go in a pillowcase on a gentle cold machine wash. Remove batteries first.";
export const areYourToysSafe = "Are your toys safe for young children?";
export const ourToysMeetIndian =
	"Our toys meet Indian toy safety standards (BIS) and carry an age label. Toys with small parts are not for children under 3 years; please supervise young children at play.";
export const howShouldIStore = "How should I store jewellery and books?";
export const keepJewelleryDryIn =
	"Keep jewellery dry, in its pouch, away from perfume and water. Store books upright away from direct sun and damp so that pages do not curl or yellow.";
