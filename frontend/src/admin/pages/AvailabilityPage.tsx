// "My availability": a consultant's own weekly hours and time off. An admin opens anyone's with
// ?consultant=<id> (from the booking settings).
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { QueryState } from "../components/QueryState";
import { BackLink, CardScreen, PageHeader } from "../components/ui";
import { useAdminT } from "../i18n";
import type { WeeklyHours } from "../types";
import { TimeOffEditor } from "./availability/TimeOffEditor";
import { WeeklyHoursEditor } from "./availability/WeeklyHoursEditor";

export function AvailabilityPage() {
  const { t } = useAdminT();
  const id = useSearchParams()[0].get("consultant");
  const base = id && /^\d+$/.test(id) ? `/api/admin/booking/consultants/${id}` : "/api/admin/booking/me";
  const hours = useQuery<WeeklyHours>({ queryKey: [`${base}/hours`] });
  return (
    <QueryState
      query={hours}
      notFound={
        <CardScreen
          title={t("adminBooking.availability.title")}
          text={
            id ? t("adminBooking.availability.noConsultant") : t("adminBooking.availability.notConsultant")
          }
        />
      }
    >
      {(h) => (
        <>
          {id ? (
            <BackLink to="/admin/booking/settings">{t("adminBooking.availability.backToSettings")}</BackLink>
          ) : null}
          <PageHeader
            title={
              id
                ? t("adminBooking.availability.titleOf", { name: h.consultant.name })
                : t("adminBooking.availability.title")
            }
          />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <WeeklyHoursEditor hours={h} url={`${base}/hours`} />
            <TimeOffEditor url={`${base}/time-off`} />
          </div>
        </>
      )}
    </QueryState>
  );
}
