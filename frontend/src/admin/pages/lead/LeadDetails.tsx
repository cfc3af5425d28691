// "Details": everything the lead told us and where it came from, as a list of terms and values; the
// destination and service can be corrected here (and confirmed, when the chat inferred them).
import type { ReactNode } from "react";
import { formatDateTime, isolateLtr } from "../../format";
import { useAdminT } from "../../i18n";
import type { LeadChoices, LeadDetail } from "../../types";
import { CorrectField } from "./CorrectField";

/** A term and its value; a dash for an empty one. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 break-words text-ink sm:col-span-2">
        {children || <span className="text-slate-400">—</span>}
      </dd>
    </div>
  );
}

export function LeadDetails({
  lead: l,
  choices: c,
  url,
}: {
  lead: LeadDetail;
  choices?: LeadChoices;
  url: string;
}) {
  const { t } = useAdminT();
  const d = (key: string) => t(`adminLead.details.${key}`);
  return (
    <section className="card min-w-0" aria-labelledby="details-heading">
      <h2 id="details-heading" className="mb-2 font-semibold text-ink">
        {d("title")}
      </h2>
      <dl>
        <Item term={d("firstName")}>{l.first_name}</Item>
        <Item term={d("lastName")}>{l.last_name}</Item>
        <Item term={d("email")}>
          {l.email ? (
            <a className="link break-all" href={`mailto:${l.email}`}>
              {l.email}
            </a>
          ) : null}
        </Item>
        <Item term={d("phone")}>
          {l.phone ? (
            <a className="link" href={`tel:${l.phone}`} dir="ltr">
              {l.phone}
            </a>
          ) : null}
        </Item>
        <Item term={t("adminLead.fields.service")}>
          <CorrectField lead={l} field="service" options={c?.service} url={url} />
        </Item>
        <Item term={t("adminLead.fields.country")}>
          <CorrectField lead={l} field="country" options={c?.country} url={url} />
        </Item>
        <Item term={d("language")}>{l.language === "ar" ? d("arabic") : d("english")}</Item>
        <Item term={d("source")}>{t(`adminLeads.source.${l.source}`, { defaultValue: l.source })}</Item>
        <Item term={d("message")}>
          {l.message ? (
            <span className="whitespace-pre-wrap" dir="auto">
              {l.message}
            </span>
          ) : null}
        </Item>
        <Item term={d("page")}>{l.page_url ? <span dir="ltr">{l.page_url}</span> : null}</Item>
        <Item term={d("referrer")}>{l.referrer ? <span dir="ltr">{l.referrer}</span> : null}</Item>
        <Item term={d("utm")}>
          {Object.keys(l.utm ?? {}).length
            ? Object.entries(l.utm).map(([k, v]) => (
                <span key={k} className="block" dir="ltr" translate="no">
                  {k}: {v}
                </span>
              ))
            : ""}
        </Item>
        <Item term={d("consent")}>
          {l.consent_at
            ? l.consent_version
              ? t("adminLead.details.consentVersion", {
                  when: formatDateTime(l.consent_at),
                  version: isolateLtr(l.consent_version),
                })
              : formatDateTime(l.consent_at)
            : ""}
        </Item>
        <Item term={d("received")}>{formatDateTime(l.created_at)}</Item>
        <Item term={d("changed")}>{formatDateTime(l.updated_at)}</Item>
        <Item term={d("number")}>{`#${l.id}`}</Item>
      </dl>
    </section>
  );
}
