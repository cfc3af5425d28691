// An e-mail the person sent us (leads/inbound.py), in the thread with staff's replies: who from, the
// subject and text as written (their language, not ours), the files kept as staff-only downloads, and
// those refused by the limits, named so staff can ask for them another way.
import { apiUrl } from "../../api";
import { useAdminT } from "../../i18n";
import type { InboundEmail } from "../../types";

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function InboundEntry({ email }: { email: InboundEmail }) {
  const { t } = useAdminT();
  return (
    <>
      <p className="break-all text-slate-600">
        {t("adminLead.inbound.from")}{" "}
        <bdi>{email.from_name ? `${email.from_name} <${email.from_address}>` : email.from_address}</bdi>
      </p>
      <p className="break-words font-medium text-ink" dir="auto" translate="no">
        {email.subject || t("adminLead.inbound.noSubject")}
      </p>
      <p
        className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-2 text-ink"
        dir="auto"
        translate="no"
      >
        {email.text || t("adminLead.inbound.noText")}
      </p>
      {email.attachments.length ? (
        <ul aria-label={t("adminLead.inbound.files")} className="flex flex-col gap-1">
          {email.attachments.map((a) => (
            <li key={a.id}>
              <a
                className="link break-all"
                href={apiUrl(`inbound-attachments/${a.id}`)}
                download={a.filename}
              >
                <bdi translate="no">{a.filename}</bdi>
              </a>{" "}
              <span className="text-slate-500">({size(a.size)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {email.refused.map((r) => (
        <p key={`${r.filename}-${r.reason}`} className="text-amber-800">
          {t("adminLead.inbound.notKept")}{" "}
          <bdi className="break-all" translate="no">
            {r.filename}
          </bdi>{" "}
          · {t(`adminLead.inbound.refused.${r.reason}`)}
        </p>
      ))}
    </>
  );
}
