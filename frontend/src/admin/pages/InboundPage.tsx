// E-mail that matched no lead (leads/inbound.py): the list staff read, by state (waiting, dismissed);
// each opens on its own page to be attached to a lead or dismissed.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { toQuery } from "../api";
import { PagedList } from "../components/PagedList";
import { SearchForm } from "../components/SearchForm";
import { ToggleGroup } from "../components/ToggleGroup";
import { PageHeader } from "../components/ui";
import { formatDateTime } from "../format";
import { useAdminT } from "../i18n";
import { useListParams } from "../list-params";
import type { PagedInbound } from "../types";

const PER_PAGE = 25;
const STATES = ["unmatched", "dismissed"];

export function InboundPage() {
  const { t } = useAdminT();
  const { params, page, update } = useListParams();
  const state = params.get("state") || "unmatched";
  const q = params.get("q") ?? "";
  const list = useQuery<PagedInbound>({
    queryKey: [`/api/admin/inbound-emails${toQuery({ state, q, page, per_page: PER_PAGE })}`],
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t("admin.inbound.title")} />
      <p className="mb-4 max-w-2xl">{t("admin.inbound.intro")}</p>
      <ToggleGroup
        label={t("admin.inbound.filterLabel")}
        landmark
        small
        className="mb-4 flex flex-wrap gap-2"
        options={STATES.map((key) => ({ key, label: t(`admin.inbound.states.${key}`) }))}
        current={state}
        onPick={(key) => update({ state: key === "unmatched" ? "" : key })}
      />
      <SearchForm
        label={t("admin.inbound.searchLabel")}
        value={q}
        onSearch={(text) => update({ q: text })}
        className="mb-4"
      />
      <PagedList
        query={list}
        page={page}
        perPage={PER_PAGE}
        onPage={(p) => update({ page: p })}
        empty={t(`admin.inbound.empty.${state}`)}
      >
        {(mails) => (
          <ul className="flex flex-col gap-3">
            {mails.map((m) => (
              <li key={m.id} className="card text-sm">
                <Link className="link font-semibold" to={`/admin/inbound/${m.id}`}>
                  <span dir="auto" translate="no">
                    {m.subject || t("adminLead.inbound.noSubject")}
                  </span>
                </Link>
                <p className="break-all">
                  {t("adminLead.inbound.from")} <bdi>{m.from_name || m.from_address}</bdi>
                </p>
                <p className="text-slate-500">
                  {t("admin.inbound.received", { when: formatDateTime(m.received_at) })}
                  {m.attachments.length
                    ? ` · ${t("admin.inbound.files", { count: m.attachments.length })}`
                    : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
