// Reply templates and lost reasons (/admin/leads/templates): the ready-made e-mail and WhatsApp replies
// in English and Arabic side by side, and why leads are lost. Admins change them; agents read them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ReplyTemplateIO } from "../../lib/api-types";
import { adminRequest } from "../api";
import { can, useMe } from "../auth";
import { QueryState } from "../components/QueryState";
import { BackLink, Badge, ConfirmAction, PageHeader } from "../components/ui";
import { useAdminT } from "../i18n";
import { LostReasons } from "./leads/LostReasons";
import {
  blankTemplate,
  type Channel,
  PlaceholderHelp,
  TEMPLATES,
  TemplateForm,
  templateName,
} from "./leads/TemplateForm";

const CHANNELS: Channel[] = ["email", "whatsapp"];

function TemplateView({ template, editable }: { template: ReplyTemplateIO; editable: boolean }) {
  const { t, lang: adminLang } = useAdminT();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => adminRequest("DELETE", `${TEMPLATES}/${template.id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [TEMPLATES] }),
  });
  if (editing) {
    return (
      <li>
        <TemplateForm template={template} onDone={() => setEditing(false)} />
      </li>
    );
  }
  const email = template.channel === "email";
  const side = (lang: "en" | "ar") => (
    <div className="min-w-0 rounded-md bg-slate-50 p-3">
      <p className="mb-1 text-xs font-semibold text-slate-600">
        {t(lang === "en" ? "adminLeads.templates.english" : "adminLeads.templates.arabic")}
      </p>
      <div lang={lang} dir={lang === "ar" ? "rtl" : "ltr"}>
        {email ? (
          <p className="mb-2 font-medium text-ink">
            {lang === "en" ? template.subject_en : template.subject_ar}
          </p>
        ) : null}
        <p className="text-sm break-words whitespace-pre-wrap">
          {lang === "en" ? template.body_en : template.body_ar}
        </p>
      </div>
    </div>
  );
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <article aria-label={templateName(template, adminLang)}>
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink">{templateName(template, adminLang)}</h3>
          {template.active ? null : <Badge>{t("adminLeads.templates.inactive")}</Badge>}
        </div>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {side("en")}
          {side("ar")}
        </div>
        {editable ? (
          <div className="mt-3 flex flex-wrap items-start gap-2">
            <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
              {t("admin.common.edit")}
            </button>
            <ConfirmAction
              label={t("adminLeads.templates.delete")}
              question={t("adminLeads.templates.deleteQuestion", { name: templateName(template, adminLang) })}
              confirmLabel={t("adminLeads.templates.deleteConfirm")}
              busy={remove.isPending}
              error={remove.error}
              onConfirm={() => remove.mutate()}
            />
          </div>
        ) : null}
      </article>
    </li>
  );
}

function ChannelSection({
  channel,
  templates,
  editable,
}: {
  channel: Channel;
  templates: ReplyTemplateIO[];
  editable: boolean;
}) {
  const { t } = useAdminT();
  const [adding, setAdding] = useState(false);
  const headingId = `templates-${channel}`;
  return (
    <section className="card mt-6" aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-ink">
          {t(`adminLeads.templates.${channel}`)}
        </h2>
        {editable && !adding ? (
          <button type="button" className="btn-secondary" onClick={() => setAdding(true)}>
            {t(channel === "email" ? "adminLeads.templates.newEmail" : "adminLeads.templates.newWhatsapp")}
          </button>
        ) : null}
      </div>
      <div className="mb-4">
        <PlaceholderHelp channel={channel} />
      </div>
      {adding ? (
        <div className="mb-4">
          <TemplateForm template={blankTemplate(channel)} onDone={() => setAdding(false)} />
        </div>
      ) : null}
      {templates.length ? (
        <ul className="flex flex-col gap-3">
          {templates.map((template) => (
            <TemplateView key={template.id} template={template} editable={editable} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-500">{t("adminLeads.templates.empty")}</p>
      )}
    </section>
  );
}

export function TemplatesPage() {
  const { t } = useAdminT();
  const editable = can(useMe().data, "users");
  const templates = useQuery<ReplyTemplateIO[]>({ queryKey: [TEMPLATES] });
  return (
    <>
      <BackLink to="/admin/leads">{t("adminLeads.list.title")}</BackLink>
      <PageHeader title={t("adminLeads.templates.title")} />
      <p className="text-slate-700">{t("adminLeads.templates.intro")}</p>
      {editable ? null : (
        <p className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          {t("adminLeads.templates.readOnly")}
        </p>
      )}
      <QueryState query={templates}>
        {(list) => (
          <>
            {CHANNELS.map((channel) => (
              <ChannelSection
                key={channel}
                channel={channel}
                editable={editable}
                templates={list
                  .filter((tpl) => tpl.channel === channel)
                  .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))}
              />
            ))}
          </>
        )}
      </QueryState>
      <LostReasons editable={editable} />
    </>
  );
}
