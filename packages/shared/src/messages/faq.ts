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
