import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { Card, PageHeader } from "../../ui/page.tsx";
import { useSettings } from "./api/settings.ts";
import { CodForm } from "./components/cod-form.tsx";
import { CodGuardForm } from "./components/cod-guard-form.tsx";
import { DeliveryChargeForm } from "./components/delivery-charge-form.tsx";
import { DeliveryForm } from "./components/delivery-form.tsx";
import { GrievanceOfficerForm } from "./components/grievance-officer-form.tsx";
import { OwnerAlertsForm } from "./components/owner-alerts-form.tsx";
import { RetentionForm } from "./components/retention-form.tsx";
import { ShippingForm } from "./components/shipping-form.tsx";
import { ShopContactForm } from "./components/shop-contact-form.tsx";
import { TaxForm } from "./components/tax-form.tsx";

/**
 * The shop's settings the storefront reads on every request: the delivery
 * promise, cash on delivery and the GST registration on new invoices. Each
 * form saves on its own; every save is in the audit log.
 */
export default function SettingsPage() {
	const settings = useSettings();
	return (
		<>
			<PageHeader title="Shop settings" />
			{settings.isPending ? (
				<Spinner label="Loading settings" />
			) : settings.isError ? (
				<Alert
					action={
						<Button variant="secondary" size="sm" onClick={() => settings.refetch()}>
							Try again
						</Button>
					}
				>
					{errorMessage(settings.error, "The settings could not be loaded")}
				</Alert>
			) : (
				<div className="space-y-4">
					<Card title="Delivery charge">
						<DeliveryChargeForm settings={settings.data.deliveryCharge} />
					</Card>
					<Card title="Shop details, hours and warranty">
						<ShopContactForm settings={settings.data.shop} />
					</Card>
					<Card title="Delivery">
						<DeliveryForm settings={settings.data.delivery} />
					</Card>
					<Card title="Cash on delivery">
						<CodForm settings={settings.data.cod} />
					</Card>
					<Card title="Tax registration (GST)">
						<TaxForm settings={settings.data.tax} />
					</Card>
					<Card title="Shipping">
						<ShippingForm />
					</Card>
					<Card title="COD confirmation and RTO guard">
						<CodGuardForm />
					</Card>
					<Card title="Alerts to the owner">
						<OwnerAlertsForm />
					</Card>
					<Card title="Grievance officer">
						<GrievanceOfficerForm />
					</Card>
					<Card title="Retention of personal data">
						<RetentionForm />
					</Card>
				</div>
			)}
		</>
	);
}
