// The assistant week by week (GET /api/admin/assistant/weeks): of its replies, the shares answered, handed
// off and marked not helpful, as a table that reads the same in both languages.
import { useQuery } from "@tanstack/react-query";
import type { WeekOut } from "../../../lib/api-types";
import { formatDay, formatNumber } from "../../format";
import { useAdminT } from "../../i18n";

const share = (value: number | null) =>
  value == null ? "—" : formatNumber(value, { style: "percent", maximumFractionDigits: 0 });

export function AssistantWeeks() {
  const { t } = useAdminT();
  const weeks = useQuery<WeekOut[]>({ queryKey: ["/api/admin/assistant/weeks"] });
  if (!weeks.data) return null;
  const any = weeks.data.some((w) => w.replies > 0);
  return (
    <section className="card mt-6" aria-labelledby="assistant-weeks">
      <h2 id="assistant-weeks" className="mb-3 font-semibold text-ink">
        {t("adminAssistant.weeks.title")}
      </h2>
      {any ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <thead>
              <tr className="text-start text-slate-600">
                <th scope="col" className="py-1 text-start font-medium">
                  {t("adminAssistant.weeks.week")}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t("adminAssistant.weeks.replies")}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t("adminAssistant.weeks.answered")}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t("adminAssistant.weeks.handedOff")}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t("adminAssistant.weeks.unhelpful")}
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.data.map((w) => (
                <tr key={w.week} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-start font-normal">
                    {formatDay(w.week)}
                  </th>
                  <td className="py-1 text-end">{formatNumber(w.replies)}</td>
                  <td className="py-1 text-end">{share(w.answeredShare)}</td>
                  <td className="py-1 text-end">{share(w.handedOffShare)}</td>
                  <td className="py-1 text-end">{share(w.unhelpfulShare)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-slate-600">{t("adminAssistant.weeks.empty")}</p>
      )}
    </section>
  );
}
