import { profileMessages, TIMINGS, type UserInfo } from "@pitara/shared";
import { lazy, Suspense, useEffect, useState } from "react";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useProfile } from "../../features/accounts/api/get-profile.ts";
import { useUpdateProfile } from "../../features/accounts/api/update-profile.ts";
import { LogoutEverywhere } from "../../features/accounts/components/logout-everywhere.tsx";
import { MessagesSettings } from "../../features/accounts/components/messages-settings.tsx";
import { ProfileDetails } from "../../features/accounts/components/profile-details.tsx";
import { ProfileForm } from "../../features/accounts/components/profile-form.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { Link, useLocation, useNavigate } from "../../lib/router.tsx";
import { RequireSession } from "../require-session.tsx";

/** Back to the previous page, or home when the shopper arrived here directly. */
function useBack() {
	const navigate = useNavigate();
	const location = useLocation();
	return () => (location.key === "default" ? navigate("/") : navigate(-1));
}

function Profile({ userId }: { userId: number }) {
	const profile = useProfile(userId);
	const update = useUpdateProfile();
	const [editing, setEditing] = useState(false);
	const [success, setSuccess] = useState<string | null>(null);
	const [updateError, setUpdateError] = useState<string | null>(null);
	const back = useBack();

	useEffect(() => {
		if (!success) return;
		const timer = setTimeout(() => setSuccess(null), TIMINGS.profileSuccessMs);
		return () => clearTimeout(timer);
	}, [success]);

	const save = (
		user: UserInfo,
		values: { full_name: string; gender: NonNullable<UserInfo["gender"]>; dob: string },
	) => {
		setUpdateError(null);
		setSuccess(null);
		update.mutate({ id: user.user_id, ...values } as Parameters<typeof update.mutate>[0], {
			onSuccess: (data) => {
				setEditing(false);
				setSuccess(data.message || profileMessages.updated);
			},
			onError: (error) => setUpdateError(errorMessage(error, profileMessages.updateFailed)),
		});
	};

	if (profile.isPending) {
		return (
			<div className="flex justify-center py-16">
				<Spinner label={profileMessages.loadingYourProfile} />
			</div>
		);
	}
	if (profile.isError) {
		return (
			<Alert
				action={
					<Button variant="secondary" size="sm" onClick={() => profile.refetch()}>
						{profileMessages.tryAgain}
					</Button>
				}
			>
				{profileMessages.error}
				{errorMessage(profile.error, profileMessages.loadFailed)}
			</Alert>
		);
	}
	const user = profile.data;
	return (
		<div className="space-y-4">
			{success ? <Alert variant="success">{success}</Alert> : null}
			{updateError ? <Alert>{updateError}</Alert> : null}
			<section
				aria-labelledby="profile-section"
				className="rounded-2xl border border-slate-100 bg-white p-5 shadow-sm sm:p-6"
			>
				<h2 id="profile-section" className="mb-2 text-lg font-semibold text-slate-900">
					{editing ? profileMessages.editProfile : profileMessages.personalDetails}
				</h2>
				{editing ? (
					<ProfileForm
						user={user}
						saving={update.isPending}
						onSave={(values) => save(user, values)}
						onCancel={() => {
							setEditing(false);
							setUpdateError(null);
						}}
					/>
				) : (
					<>
						<ProfileDetails user={user} />
						<div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
							<Button variant="secondary" onClick={back}>
								{profileMessages.back}
							</Button>
							<Button
								onClick={() => {
									setSuccess(null);
									setEditing(true);
								}}
							>
								{profileMessages.editProfile}
							</Button>
						</div>
					</>
				)}
			</section>
			<MessagesSettings />
			<Link
				to="/profile?section=credit"
				className="block rounded-2xl border border-slate-100 bg-white p-5 shadow-sm hover:border-pink-200 sm:p-6"
			>
				<span className="block text-lg font-semibold text-slate-900">{profileMessages.creditTitle}</span>
				<span className="text-sm text-slate-600">{profileMessages.creditLinkHint}</span>
			</Link>
			<LogoutEverywhere />
		</div>
	);
}

/**
 * /profile?section=credit: the Pitara Credit page, its own chunk loaded on demand. It is a view of the account's
 * route rather than a route of its own: every route adds its path and chunk names to every page's first load, and
 * /products is at its 90 KB budget.
 */
const CreditPage = lazy(() => import("../credit-page.tsx"));

export default function ProfilePage() {
	const { search } = useLocation();
	if (new URLSearchParams(search).get("section") === "credit") {
		return (
			<Suspense
				fallback={
					<div className="flex justify-center py-16">
						<Spinner label={profileMessages.creditTitle} />
					</div>
				}
			>
				<CreditPage />
			</Suspense>
		);
	}
	return <ProfileDetailsPage />;
}

function ProfileDetailsPage() {
	return (
		<div className="mx-auto max-w-2xl px-4 py-8">
			<PageHeading className="mb-6">{profileMessages.myProfile}</PageHeading>
			<RequireSession>{(session) => <Profile userId={session.user.user_id} />}</RequireSession>
		</div>
	);
}
