// "Details": everything the lead told us and where it came from, as a list of terms and values.
import type { ReactNode } from "react";
import { formatDateTime, labelOf } from "../../format";
import type { LeadChoices, LeadDetail } from "../../types";

/** A term and its value; a dash for an empty one. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-ink sm:col-span-2">
        {children || <span className="text-slate-400">—</span>}
      </dd>
    </div>
  );
}

export function LeadDetails({ lead: l, choices: c }: { lead: LeadDetail; choices?: LeadChoices }) {
  return (
    <section className="card">
      <h2 className="mb-2 font-semibold text-ink">Details</h2>
      <dl>
        <Item term="First name">{l.first_name}</Item>
        <Item term="Last name">{l.last_name}</Item>
        <Item term="E-mail">
          {l.email ? (
            <a className="link" href={`mailto:${l.email}`}>
              {l.email}
            </a>
          ) : null}
        </Item>
        <Item term="Phone">
          {l.phone ? (
            <a className="link" href={`tel:${l.phone}`} dir="ltr">
              {l.phone}
            </a>
          ) : null}
        </Item>
        <Item term="Service">{l.service ? labelOf(c?.service, l.service) : ""}</Item>
        <Item term="Country">{l.country ? labelOf(c?.country, l.country) : ""}</Item>
        <Item term="Language">{l.language === "ar" ? "Arabic" : "English"}</Item>
        <Item term="Source">{labelOf(c?.source, l.source)}</Item>
        <Item term="Message">
          {l.message ? (
            <span className="whitespace-pre-wrap" dir="auto">
              {l.message}
            </span>
          ) : null}
        </Item>
        <Item term="Page">{l.page_url}</Item>
        <Item term="Referrer">{l.referrer}</Item>
        <Item term="Campaign (UTM)">
          {Object.keys(l.utm ?? {}).length
            ? Object.entries(l.utm).map(([k, v]) => (
                <span key={k} className="block">
                  {k}: {v}
                </span>
              ))
            : ""}
        </Item>
        <Item term="Consent">
          {l.consent_at
            ? `${formatDateTime(l.consent_at)}${l.consent_version ? ` (version ${l.consent_version})` : ""}`
            : ""}
        </Item>
        <Item term="Received">{formatDateTime(l.created_at)}</Item>
        <Item term="Last changed">{formatDateTime(l.updated_at)}</Item>
        <Item term="Lead number">{`#${l.id}`}</Item>
      </dl>
    </section>
  );
}
