// Previous / next through a long admin list, with where the reader is ("26–50 of 120", "Page 2 of 5").
import { useAdminT } from "../i18n";

/** Nothing when everything fits on one page. */
export function Pagination({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useAdminT();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav
      aria-label={t("admin.common.pagination.label")}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p>{t("admin.common.pagination.range", { first, last, total })}</p>
      <div className="flex items-center gap-2">
        <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("admin.common.pagination.previous")}
        </button>
        <span aria-current="page">{t("admin.common.pagination.page", { page, pages })}</span>
        <button
          type="button"
          className="btn-secondary"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t("admin.common.pagination.next")}
        </button>
      </div>
    </nav>
  );
}
