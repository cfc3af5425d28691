// One entry of the timeline: who (staff name, else "System") and when, then what happened, by kind.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateTime, formatDay, isolate } from "../../format";
import { useAdminT } from "../../i18n";
import type { LeadChoices } from "../../types";
import { ChangeLines } from "./ChangeLines";
import { ChatEntry } from "./ChatEntry";
import { EmailEntry } from "./EmailEntry";
import { InboundEntry } from "./InboundEntry";
import { NoteEntry } from "./NoteEntry";
import type { TimelineEntry } from "./timeline";

const ACTIONS = ["update", "booked", "rescheduled", "cancelled", "meeting", "outcome_undone"];

function LeadLink({ id }: { id: number }) {
  const { t } = useAdminT();
  return (
    <Link className="link" to={`/admin/leads/${id}`}>
      {t("adminLead.page.number", { id })}
    </Link>
  );
}

/** What came of a call that did not reach the person (a reached one says nothing more). */
function CallResult({ entry: e }: { entry: TimelineEntry }) {
  const { t } = useAdminT();
  const result = e.result || (e.answered === false ? "no_answer" : "reached");
  if (result === "reached") return null;
  const text =
    result === "call_back"
      ? t("adminLead.timeline.callBackAt", { time: e.call_back_at ? formatDateTime(e.call_back_at) : "—" })
      : t(
          result === "wrong_number"
            ? "adminLead.timeline.callWrongNumber"
            : "adminLead.timeline.callNoAnswer",
        );
  return <p className="font-medium">{text}</p>;
}

/** A change to the lead's client case (cases/service.log): what was done, and a link to the case. */
function CaseChange({ entry: e }: { entry: TimelineEntry }) {
  const { t, lang } = useAdminT();
  if (!e.case) return null;
  const { id, what, details: d } = e.case;
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  const milestone = t(`adminCases.milestone.${text(d.kind)}`, { defaultValue: text(d.kind) });
  let line: string;
  switch (what) {
    case "opened":
    case "reopened":
    case "instalment_added":
    case "instalment_changed":
    case "instalment_deleted":
      line = t(`adminCases.timeline.what.${what}`, { label: isolate(text(d.label)) });
      break;
    case "changed":
      line = t("adminCases.timeline.what.changed", {
        fields: Object.keys(d)
          .map((field) => t(`adminCases.timeline.fields.${field}`, { defaultValue: field }))
          .join(t("adminCases.timeline.separator")),
      });
      break;
    case "document": {
      const states = Array.isArray(d.state) ? d.state : [];
      // Logged in both languages (older entries in English only).
      const label = lang === "ar" && d.label_ar ? text(d.label_ar) : text(d.label);
      line = t("adminCases.timeline.what.document", {
        label: isolate(label),
        state: t(`adminCases.documents.${text(states[1])}`, { defaultValue: text(states[1]) }),
      });
      break;
    }
    case "milestone_added":
    case "milestone_deleted":
      line = t(
        `adminCases.timeline.what.${what === "milestone_added" && d.emailed ? "milestone_added_emailed" : what}`,
        {
          kind: milestone,
          date: d.date ? formatDay(text(d.date)) : "—",
        },
      );
      break;
    default:
      line = t("adminCases.timeline.what.other");
  }
  return (
    <p>
      {line}{" "}
      <Link className="link" to={`/admin/cases/${id}`}>
        {t("adminCases.timeline.open")}
      </Link>
    </p>
  );
}

/** A task added, changed, ticked done, reopened or deleted: what, when it is due and whose it is. */
function TaskChange({ entry: e }: { entry: TimelineEntry }) {
  const { t } = useAdminT();
  if (!e.task) return null;
  return (
    <>
      <p>
        {t("adminTasks.tasks.entry", {
          what: t(`adminTasks.tasks.what.${e.task.what}`),
          time: formatDateTime(e.task.due_at),
          owner: e.task.owner ?? "—",
        })}
      </p>
      {e.task.note ? (
        <p className="whitespace-pre-wrap break-words" dir="auto">
          {e.task.note}
        </p>
      ) : null}
    </>
  );
}

const RULE_CRITERIA = ["service", "country", "language", "source"] as const;

/** A new lead given to someone by an assignment rule: the rule's number and criteria then, and whom. */
function RuleAssigned({ entry: e, choices }: { entry: TimelineEntry; choices?: LeadChoices }) {
  const { t } = useAdminT();
  if (!e.rule) return null;
  const rule = e.rule;
  const value = (criterion: (typeof RULE_CRITERIA)[number], key: string) =>
    criterion === "language"
      ? t(`adminLeads.rules.languages.${key}`, { defaultValue: key })
      : (choices?.[criterion]?.find((o) => o.key === key)?.label ?? key);
  const set = RULE_CRITERIA.filter((c) => rule.criteria[c]).map(
    (c) => `${t(`adminLeads.rules.criteria.${c}`)}: ${value(c, rule.criteria[c])}`,
  );
  return (
    <>
      <p>{t("adminLead.timeline.ruleAssigned", { n: rule.number, name: rule.assignee ?? "—" })}</p>
      <p className="text-slate-600">
        {t("adminLead.timeline.ruleCriteria", {
          criteria: set.length
            ? set.join(t("adminLeads.rules.listSeparator"))
            : t("adminLead.timeline.ruleAnyLead"),
        })}
      </p>
    </>
  );
}

function Body({ entry: e, url, choices }: { entry: TimelineEntry; url: string; choices?: LeadChoices }) {
  const { t } = useAdminT();
  switch (e.kind) {
    case "created":
      return (
        <p>
          {t("adminLead.timeline.created", {
            source: t(`adminLeads.source.${e.source}`, { defaultValue: e.source }),
          })}
        </p>
      );
    case "note":
      return <NoteEntry entry={e} url={url} />;
    case "update":
      return <ChangeLines changes={e.changes} choices={choices} />;
    case "note_edited":
      return (
        <details>
          <summary className="cursor-pointer text-brand-700">{t("adminLead.note.earlier")}</summary>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-600" dir="auto">
            {String(e.changes.text?.[0] ?? "")}
          </p>
        </details>
      );
    case "email":
      return e.email ? <EmailEntry email={e.email} /> : null;
    case "inbound_email":
      return e.inbound ? <InboundEntry email={e.inbound} /> : null;
    case "whatsapp":
      return e.template ? (
        <p dir="auto">{t("adminLead.timeline.whatsappTemplate", { template: e.template })}</p>
      ) : null;
    case "call":
      return (
        <>
          <CallResult entry={e} />
          {e.text ? (
            <p className="whitespace-pre-wrap break-words" dir="auto">
              {e.text}
            </p>
          ) : null}
        </>
      );
    case "task":
      return <TaskChange entry={e} />;
    case "rule_assigned":
      return <RuleAssigned entry={e} choices={choices} />;
    case "case":
      return <CaseChange entry={e} />;
    case "merged":
      return e.lead_id ? (
        <p>
          {t("adminLead.timeline.mergedWith")} <LeadLink id={e.lead_id} />
        </p>
      ) : null;
    case "kept_apart":
      return e.lead_id ? (
        <p>
          {t("adminLead.timeline.keptApartFrom")} <LeadLink id={e.lead_id} />
        </p>
      ) : null;
    case "unlinked":
      return <p>{t("adminLead.timeline.unlinked")}</p>;
    case "chat":
      return <ChatEntry messages={e.messages} />;
    default:
      return null;
  }
}

/** The entry's heading: what kind of thing happened. */
function title(e: TimelineEntry, t: (key: string) => string): ReactNode {
  if (e.kind === "case") return t("adminCases.timeline.title");
  if (e.kind === "update") return t(`adminLead.actions.${ACTIONS.includes(e.action) ? e.action : "update"}`);
  return t(`adminLead.kinds.${e.kind}`);
}

export function TimelineItem({
  entry,
  url,
  choices,
}: {
  entry: TimelineEntry;
  url: string;
  choices?: LeadChoices;
}) {
  const { t } = useAdminT();
  return (
    <li className="min-w-0 border-s-2 border-brand-500 ps-3 text-sm">
      <p className="text-slate-500">
        {/* Each part isolated, so a Latin name or e-mail in an Arabic line keeps the dots where they belong. */}
        <span className="font-semibold text-ink">{title(entry, t)}</span> ·{" "}
        <bdi className="break-all">
          {entry.actor ||
            entry.inbound?.from_name ||
            entry.inbound?.from_address ||
            (entry.kind === "chat" || entry.by_visitor
              ? t("adminLead.chat.visitor")
              : t("adminLead.timeline.system"))}
        </bdi>{" "}
        ·{" "}
        <bdi>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </bdi>
      </p>
      <div className="mt-1 flex flex-col gap-1">
        <Body entry={entry} url={url} choices={choices} />
      </div>
    </li>
  );
}
