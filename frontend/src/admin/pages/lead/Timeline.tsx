// "Timeline": the lead's whole story, newest first (notes, changes, e-mails, WhatsApp, calls, merges, the
// chat it came from), with the form to add a note above it.
import { useAdminT } from "../../i18n";
import type { LeadChoices, LeadDetail } from "../../types";
import { AddNote } from "./AddNote";
import { TimelineItem } from "./TimelineItem";
import type { TimelineEntry } from "./timeline";

/** Each entry with a key that stays with it when newer entries arrive on top (a note being edited keeps
 * its form): its kind, note or e-mail id and time, numbered when two share them. */
function withKeys(entries: TimelineEntry[]): [string, TimelineEntry][] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = `${entry.kind}-${entry.note_id ?? entry.email?.id ?? ""}-${entry.at}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return [n ? `${base}-${n}` : base, entry];
  });
}

export function Timeline({ lead, url, choices }: { lead: LeadDetail; url: string; choices?: LeadChoices }) {
  const { t } = useAdminT();
  return (
    <section className="card min-w-0" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="mb-3 font-semibold text-ink">
        {t("adminLead.timeline.title")}
      </h2>
      <AddNote url={url} />
      <ol className="flex flex-col gap-4" aria-labelledby="timeline-heading">
        {withKeys(lead.timeline).map(([key, entry]) => (
          <TimelineItem key={key} entry={entry} url={url} choices={choices} />
        ))}
      </ol>
    </section>
  );
}
