import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminGiftCardCreate, adminGiftCardCreateSchema } from "@pitara/shared";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../../../components/ui/button.tsx";
import { Modal } from "../../../../components/ui/modal.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError, errorMessage } from "../../../../lib/api-client.ts";
import { useIssueGiftCard } from "../api/issue-gift-card.ts";

type FormInput = z.input<typeof adminGiftCardCreateSchema>;
type FormOutput = z.output<typeof adminGiftCardCreateSchema>;

/** Issues a card: an amount, an optional code of the staff's own, an optional last day. */
export function IssueGiftCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
	const toast = useToast();
	const navigate = useNavigate();
	const issue = useIssueGiftCard();
	const form = useForm<FormInput, unknown, FormOutput>({
		resolver: zodResolver(adminGiftCardCreateSchema),
		defaultValues: { code: "", expires_on: "" } as FormInput,
	});
	const errors = form.formState.errors;
	const submit = form.handleSubmit(async (values) => {
		try {
			const answer = await issue.mutateAsync(values as AdminGiftCardCreate);
			toast.success(answer.message);
			form.reset();
			onClose();
			navigate(`/gift-cards/${answer.response.id}`);
		} catch (error) {
			if (error instanceof ApiError && error.errors.length > 0) {
				for (const field of error.errors) form.setError(field.field as keyof FormInput, { message: field.message });
			} else {
				form.setError("root", { message: errorMessage(error, "Could not issue the card") });
			}
		}
	});
	return (
		<Modal
			open={open}
			onClose={onClose}
			title="Issue a gift card"
			footer={
				<>
					<Button variant="secondary" onClick={onClose}>
						Cancel
					</Button>
					<Button type="submit" form="issue-gift-card" loading={issue.isPending}>
						Issue card
					</Button>
				</>
			}
		>
			<form id="issue-gift-card" onSubmit={submit} noValidate>
				<TextField
					label="Amount (₹)"
					inputMode="decimal"
					error={errors.amount?.message}
					{...form.register("amount", { setValueAs: (value: string) => (value === "" ? undefined : Number(value)) })}
				/>
				<TextField
					label="Code"
					optional
					hint="Leave empty for a random PITARA-XXXX-XXXX code"
					autoCapitalize="characters"
					error={errors.code?.message}
					{...form.register("code")}
				/>
				<TextField
					label="Last day it works"
					optional
					type="date"
					error={errors.expires_on?.message}
					{...form.register("expires_on")}
				/>
				{errors.root?.message ? <p className="text-sm text-red-700">{errors.root.message}</p> : null}
			</form>
		</Modal>
	);
}
