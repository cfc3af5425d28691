// How many clients' e-mails matched no lead and wait in the unmatched list (leads/inbound.py), with a link
// to it; `count` is null for a role that may not see that list (it does not work leads), and then nothing
// is shown.
import { Link } from "react-router";
import { useAdminT } from "../../i18n";

export function UnmatchedInbound({ count }: { count: number | null }) {
  const { t } = useAdminT();
  if (count === null) return null;
  return (
    <section className="card mt-6" aria-labelledby="unmatched-inbound">
      <h2 id="unmatched-inbound" className="text-sm text-slate-600">
        {t("admin.dashboard.unmatchedInbound")}
      </h2>
      <p
        className={`mt-1 text-2xl font-semibold tabular-nums sm:text-3xl ${count ? "text-red-700" : "text-ink"}`}
      >
        {count}
      </p>
      <Link className="link mt-2 inline-block text-sm" to="/admin/inbound">
        {t("admin.dashboard.openInbound")}
      </Link>
    </section>
  );
}
