import { registrationMessages } from "@pitara/shared";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { RegistrationForm } from "../../features/accounts/components/registration-form.tsx";
import { Link, useNavigate } from "../../lib/router.tsx";

export default function RegisterPage() {
	const navigate = useNavigate();
	return (
		<div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
			<div className="rounded-2xl border border-slate-100 bg-white p-5 shadow-sm sm:p-8">
				<PageHeading>{registrationMessages.createAnAccount}</PageHeading>
				<p className="mb-6 mt-1 text-sm text-slate-600">
					{registrationMessages.saveAddressesKeepA}{" "}
					<Link to="/login" className="font-semibold text-brand-700 underline">
						{registrationMessages.alreadyRegisteredLogIn}
					</Link>
				</p>
				<RegistrationForm
					onRegistered={(phone) => navigate("/login?registered=1", { state: { registered: true, phone } })}
				/>
			</div>
		</div>
	);
}
