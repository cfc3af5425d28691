// "Reply": reach the person from here. WhatsApp with a template's message written in, an e-mail from a
// template (sent through the outbox) and a call to log; each shows in the timeline and counts as the first
// response. The templates come filled in for this lead, in its language (GET …/replies); the server leaves
// out WhatsApp for a lead without a usable phone number and e-mail for one without an address.
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../components/QueryState";
import { useAdminT } from "../../i18n";
import { EmailComposer } from "./EmailComposer";
import { LogCall } from "./LogCall";
import type { Replies } from "./replies";
import { WhatsAppLinks } from "./WhatsAppLinks";

/** `url`: the lead's API path. */
export function ReplyPanel({ url }: { url: string }) {
  const { t } = useAdminT();
  const replies = useQuery<Replies>({ queryKey: [`${url}/replies`] });
  return (
    <section className="card min-w-0" aria-labelledby="reply-heading">
      <h2 id="reply-heading" className="mb-3 font-semibold text-ink">
        {t("adminLead.reply.title")}
      </h2>
      <div className="flex flex-col gap-5">
        <QueryState query={replies}>
          {(r) => (
            <>
              <WhatsAppLinks url={url} templates={r.whatsapp} />
              <EmailComposer url={url} templates={r.email} />
            </>
          )}
        </QueryState>
        <LogCall url={url} />
      </div>
    </section>
  );
}
