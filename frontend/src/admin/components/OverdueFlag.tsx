// A lead that waits too long says so in words ("Reply overdue", "Follow-up overdue"), not by colour only.
import { useAdminT } from "../i18n";
import type { LeadRow } from "../types";

export function OverdueFlags({
  overdue,
  className = "",
}: {
  overdue: LeadRow["overdue"];
  className?: string;
}) {
  const { t } = useAdminT();
  if (!overdue?.length) return null;
  return (
    <span className={`flex flex-wrap gap-1 ${className}`}>
      {overdue.map((kind) => (
        <span
          key={kind}
          className="inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800"
        >
          <span aria-hidden="true">!</span>
          {t(`adminLeads.overdue.${kind}`)}
        </span>
      ))}
    </span>
  );
}
