// WhatsApp: one link per template, opening a chat with the person with that message written in. The link is
// a real link (new tab, keyboard, "copy link" all work); following it also logs that staff opened WhatsApp.
import { ErrorNotice } from "../../components/ui";
import { useAdminT } from "../../i18n";
import type { WhatsAppReply } from "./replies";
import { useLeadAction } from "./useLeadAction";

/** Nothing when the lead has no phone number WhatsApp can use (the server sends no templates then). */
export function WhatsAppLinks({ url, templates }: { url: string; templates: WhatsAppReply[] }) {
  const { t } = useAdminT();
  const opened = useLeadAction(url);
  if (!templates.length) return null;
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-ink">{t("adminLead.reply.whatsapp")}</h3>
      <ul className="flex flex-wrap gap-2">
        {templates.map((w) => (
          <li key={w.id}>
            <a
              className="btn-secondary whitespace-normal text-start"
              href={w.url}
              target="_blank"
              rel="noopener noreferrer"
              title={w.text}
              onClick={() => opened.mutate({ path: "whatsapp", body: { template_id: w.id } })}
            >
              {w.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-500">{t("adminLead.reply.whatsappHint")}</p>
      {opened.isError ? <ErrorNotice error={opened.error} /> : null}
    </div>
  );
}
