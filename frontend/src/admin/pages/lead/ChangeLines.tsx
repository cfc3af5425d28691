// What a change did to the lead, one line per field, in words: "Status: New → Contacted" (the arrow
// points the way the language reads: "←" in Arabic).
import { formatDateTime, formatDay, labelOf } from "../../format";
import { useAdminT } from "../../i18n";
import type { LeadChoices } from "../../types";
import { statusLabel } from "../agenda/MeetingItem";

const FIELDS = [
  "status",
  "assignee",
  "follow_up_on",
  "lost_reason",
  "country",
  "service",
  "meeting",
  "meeting_status",
  "notes",
];

/** Fields in the order staff read them (status first), any other after. */
const order = (field: string) => (FIELDS.includes(field) ? FIELDS.indexOf(field) : FIELDS.length);

export function ChangeLines({
  changes,
  choices,
}: {
  changes: Record<string, [unknown, unknown]>;
  choices?: LeadChoices;
}) {
  const { t, lang } = useAdminT();
  /** A recorded value in words: a label, a person's name, a day, the text itself; a dash for nothing. */
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === "") {
      return field === "assignee" ? t("adminLead.work.unassigned") : "—";
    }
    if (field === "meeting" && typeof value === "object" && "at" in value) {
      // A meeting as bookings record it: its time and its type's name in both languages.
      const m = value as { at: string; name: string; name_ar?: string };
      const name = (lang === "ar" && m.name_ar) || m.name;
      return t("adminLead.timeline.meeting", { when: formatDateTime(m.at), name });
    }
    const text = typeof value === "object" && "name" in value ? String(value.name) : String(value);
    switch (field) {
      case "status":
        return t(`adminLeads.status.${text}`, { defaultValue: text });
      case "follow_up_on":
        return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDay(text) : text;
      case "lost_reason":
        return labelOf(choices?.lost_reason, text);
      case "country":
        return labelOf(choices?.country, text);
      case "service":
        return labelOf(choices?.service, text);
      case "meeting_status":
        return statusLabel(text);
      default:
        return typeof value === "object" && !("name" in value) ? JSON.stringify(value) : text;
    }
  };
  return (
    <>
      {Object.entries(changes)
        .sort(([a], [b]) => order(a) - order(b))
        .map(([field, [before, after]]) => {
          const name = FIELDS.includes(field) ? t(`adminLead.fields.${field}`) : field;
          const line =
            before === after
              ? t("adminLead.timeline.confirmed", { field: name, value: show(field, after) })
              : t("adminLead.timeline.change", {
                  field: name,
                  before: show(field, before),
                  after: show(field, after),
                });
          return (
            <p key={field} className="break-words text-slate-700">
              {line}
            </p>
          );
        })}
    </>
  );
}
