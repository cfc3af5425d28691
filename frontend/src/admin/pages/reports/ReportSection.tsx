// A report's card: its heading, the CSV of the same report and range, then the report.
import type { ReactNode } from "react";
import { useAdminT } from "../../i18n";

export function ReportSection({
  id,
  title,
  csv,
  children,
}: {
  id: string;
  title: string;
  /** The CSV's API address. */
  csv: string;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <section className="card mt-6" aria-labelledby={`${id}-heading`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-semibold text-ink">
          {title}
        </h2>
        <a className="btn-secondary" href={csv} download>
          {t("adminReports.download")}
          <span className="sr-only">{`: ${title}`}</span>
        </a>
      </div>
      {children}
    </section>
  );
}
