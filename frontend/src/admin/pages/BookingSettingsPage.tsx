// Booking settings (admins): what can be booked, who takes bookings, when the office is closed, and
// periods with other hours such as Ramadan.
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "../components/ui";
import { useAdminT } from "../i18n";
import type { MeetingTypeSettings } from "../types";
import { ClosuresSection } from "./booking-settings/ClosuresSection";
import { ConsultantsSection } from "./booking-settings/ConsultantsSection";
import { MeetingTypesSection } from "./booking-settings/MeetingTypesSection";
import { SpecialHoursSection } from "./booking-settings/SpecialHoursSection";

export function BookingSettingsPage() {
  const { t } = useAdminT();
  const types = useQuery<MeetingTypeSettings[]>({ queryKey: ["/api/admin/booking/meeting-types"] });
  return (
    <>
      <PageHeader title={t("adminBooking.settings.title")} />
      <div className="flex flex-col gap-6">
        <MeetingTypesSection />
        <ConsultantsSection types={types.data ?? []} />
        <ClosuresSection />
        <SpecialHoursSection />
      </div>
    </>
  );
}
