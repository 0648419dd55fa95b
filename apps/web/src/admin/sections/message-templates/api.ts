import type {
	AdminMessagePreview,
	AdminMessageTemplate,
	AdminMessageTemplateEdit,
	AdminMessageTemplates,
} from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminApi, adminKey } from "../../lib/admin-api.ts";

const path = (template: AdminMessageTemplate) => `/message-templates/${template.key}/${template.language}`;

/** GET /api/admin/message-templates: every event's template and the message health panel. */
export function useMessageTemplates() {
	return useQuery({
		queryKey: adminKey("/message-templates"),
		queryFn: () =>
			adminApi.get<{ response: AdminMessageTemplates }>("/message-templates").then((answer) => answer.response),
	});
}

/** PUT …/{key}/{language}: saves a template (audited). */
export function useSaveMessageTemplate(template: AdminMessageTemplate) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (edit: AdminMessageTemplateEdit) => adminApi.put<{ message: string }>(path(template), edit),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey("/message-templates") }),
	});
}

/** GET …/preview: a body with the sample values, and whether the shop's messages pass it. */
export function usePreviewMessage(template: AdminMessageTemplate) {
	return useMutation({
		mutationFn: ({ body, domains }: { body: string; domains: string }) =>
			adminApi
				.get<{ response: AdminMessagePreview }>(`${path(template)}/preview`, { body, link_domains: domains })
				.then((answer) => answer.response),
	});
}

/** POST …/test: the sample message to a phone, through the outbox. */
export function useSendTestMessage(template: AdminMessageTemplate) {
	return useMutation({
		mutationFn: (phone: string) => adminApi.post<{ message: string }>(`${path(template)}/test`, { phone }),
	});
}
