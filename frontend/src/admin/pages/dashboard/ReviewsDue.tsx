// The programme guides due for review (GET /api/admin/reviews/due, content/review.py), for admins and
// editors: each with why (never reviewed, a rule change of its destination since its last review, or its
// age) and a link to its screen in the CMS, where it is signed off.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { ReviewDueOut } from "../../../lib/api-types";
import { useAdminT } from "../../i18n";

export function ReviewsDue() {
  const { t } = useAdminT();
  const due = useQuery<ReviewDueOut[]>({ queryKey: ["/api/admin/reviews/due"] });
  if (!due.data) return null;
  return (
    <section className="card mt-6" aria-labelledby="reviews-due">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="reviews-due" className="font-semibold text-ink">
          {t("admin.dashboard.reviewsDue")}
        </h2>
        <Link className="link text-sm" to="/admin/cms/rule-changes">
          {t("admin.dashboard.reviewsCalendar")}
        </Link>
      </div>
      {due.data.length ? (
        <ul className="divide-y divide-slate-100">
          {due.data.map((guide) => (
            <li key={guide.id} className="py-2">
              <Link
                className="link font-medium"
                to={`/admin/cms/programmes/${guide.id}`}
                aria-label={t("admin.dashboard.reviewEdit", { title: `${guide.title} (${guide.country})` })}
              >
                {guide.title}
              </Link>{" "}
              <span className="text-sm text-slate-600">({guide.country})</span>
              <p className="text-sm text-slate-700">{guide.reason}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t("admin.dashboard.reviewsNone")}</p>
      )}
    </section>
  );
}
