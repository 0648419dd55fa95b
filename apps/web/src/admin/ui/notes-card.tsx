import type { AdminStaffNote } from "@pitara/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { adminApi, adminKey } from "../lib/admin-api.ts";
import { Card } from "./page.tsx";

/**
 * The staff's notes on an order (`/orders/{id}/notes`) or a customer (`/customer-notes/{id}`): staff-only, newest
 * first, who wrote each and when (India time). The form is offered to the roles that may write them (the server
 * checks again); each note is an audit entry.
 */
export function NotesCard({ path, canWrite }: { path: string; canWrite: boolean }) {
	const queryClient = useQueryClient();
	const key = adminKey(path);
	const notes = useQuery({
		queryKey: key,
		queryFn: ({ signal }) =>
			adminApi.get<{ response: AdminStaffNote[] }>(path, undefined, signal).then((answer) => answer.response),
	});
	const [body, setBody] = useState("");
	const add = useMutation({
		mutationFn: (text: string) =>
			adminApi.post<{ response: AdminStaffNote }>(path, { body: text }).then((answer) => answer.response),
		onSuccess: (note) => {
			queryClient.setQueryData<AdminStaffNote[]>(key, (old) => [note, ...(old ?? [])]);
			setBody("");
		},
	});
	const fieldError = add.error instanceof ApiError ? add.error.fieldMessage("body") : undefined;

	return (
		<Card title="Staff notes">
			{notes.isError ? <Alert>{errorMessage(notes.error, "Could not load the notes")}</Alert> : null}
			{canWrite ? (
				<form
					className="mb-3 space-y-2"
					onSubmit={(event) => {
						event.preventDefault();
						add.mutate(body.trim());
					}}
				>
					<label className="block text-xs font-medium text-slate-700">
						New note (only the staff see it)
						<textarea
							value={body}
							onChange={(event) => setBody(event.target.value)}
							rows={2}
							maxLength={1000}
							aria-invalid={fieldError ? true : undefined}
							className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
						/>
					</label>
					{add.isError ? (
						<p role="alert" className="text-xs text-red-700">
							{fieldError ?? errorMessage(add.error, "Could not add the note")}
						</p>
					) : null}
					<Button size="sm" type="submit" disabled={add.isPending || body.trim().length < 2}>
						Add note
					</Button>
				</form>
			) : null}
			{notes.data?.length === 0 ? <p className="text-sm text-slate-600">No notes yet.</p> : null}
			<ul aria-label="Staff notes" className="space-y-2 text-sm">
				{(notes.data ?? []).map((note) => (
					<li key={note.id} className="rounded-lg bg-amber-50 p-2">
						<p className="whitespace-pre-line break-words text-slate-900">{note.body}</p>
						<p className="mt-1 text-xs text-slate-600">
							{note.author_name} · {formatDateTime(note.created_at)}
						</p>
					</li>
				))}
			</ul>
		</Card>
	);
}
