import { checkoutMessages } from "@pitara/shared";
export const CHECKOUT_STEPS = ["Address", "Payment", "Review"] as const;
export type CheckoutStep = 1 | 2 | 3;

/**
 * The three steps as tabs (SPEC.md §4): a tab takes the shopper back to a
 * step already done; later steps open only through Next.
 */
export function CheckoutSteps({ step, onBack }: { step: CheckoutStep; onBack: (step: CheckoutStep) => void }) {
	return (
		<nav aria-label={checkoutMessages.checkoutSteps}>
			<ol className="grid grid-cols-3 gap-2">
				{CHECKOUT_STEPS.map((label, index) => {
					const number = (index + 1) as CheckoutStep;
					const done = number < step;
					const current = number === step;
					return (
						<li key={label}>
							<button
								type="button"
								disabled={!done}
								aria-current={current ? "step" : undefined}
								onClick={() => onBack(number)}
								className={`flex w-full flex-col items-center gap-1 rounded-xl border px-2 py-2 text-center text-sm font-semibold transition-colors sm:flex-row sm:gap-2 sm:px-3 sm:py-2.5 sm:text-left ${
									current
										? "border-brand-600 bg-brand-50 text-brand-800"
										: done
											? "border-slate-200 bg-white text-slate-800 hover:border-brand-400"
											: "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
								}`}
							>
								<span
									aria-hidden="true"
									className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${
										current
											? "bg-brand-700 text-white"
											: done
												? "bg-green-600 text-white"
												: "bg-slate-200 text-slate-600"
									}`}
								>
									{done ? "✓" : number}
								</span>
								<span className="truncate">
									<span className="sr-only">
										{checkoutMessages.step}
										{number}:{" "}
									</span>
									{checkoutMessages.stepNames[label] ?? label}
									{done ? <span className="sr-only">{checkoutMessages.doneGoBack}</span> : null}
								</span>
							</button>
						</li>
					);
				})}
			</ol>
		</nav>
	);
}
