import type { adminCustomerCodSchema } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { adminApi, adminKey } from "../../lib/admin-api.ts";
import { Card } from "../../ui/page.tsx";

type CustomerCod = z.infer<typeof adminCustomerCodSchema>;

/** A customer's cash on delivery: switched off after refused COD deliveries, or by the staff; switched back on, audited. */
export function CodSwitch({ userId }: { userId: number }) {
	const queryClient = useQueryClient();
	const key = adminKey("/customers", userId, "cod");
	const state = useQuery({
		queryKey: key,
		queryFn: ({ signal }) =>
			adminApi.get<{ response: CustomerCod }>(`/customers/${userId}/cod`, undefined, signal).then((a) => a.response),
	});
	const change = useMutation({
		mutationFn: (codOff: boolean) =>
			adminApi.put<{ response: CustomerCod }>(`/customers/${userId}/cod`, { cod_off: codOff }),
		onSuccess: (answer) => queryClient.setQueryData(key, answer.response),
	});
	const row = state.data;
	if (!row) return null;
	return (
		<Card title="Cash on delivery">
			<p className="text-sm" data-testid="customer-cod">
				{row.cod_off ? "Switched off" : "Allowed"}
				{row.note ? ` · ${row.note}` : ""}
			</p>
			<Button
				className="mt-2"
				size="sm"
				variant="secondary"
				disabled={change.isPending}
				onClick={() => {
					if (window.confirm(row.cod_off ? "Allow cash on delivery again?" : "Switch cash on delivery off?"))
						change.mutate(!row.cod_off);
				}}
			>
				{row.cod_off ? "Switch COD back on" : "Switch COD off"}
			</Button>
			{change.isError ? <p className="mt-1 text-sm text-red-700">{errorMessage(change.error)}</p> : null}
		</Card>
	);
}
