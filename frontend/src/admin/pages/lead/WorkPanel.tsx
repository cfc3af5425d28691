// "Work this lead": its status (a lost lead says why), who has it and when to follow up, saved together
// (only what changed); above the form, when the first reply is due and when it came.
import { type FormEvent, useEffect, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { InputField } from "../../components/InputField";
import { SelectField } from "../../components/SelectField";
import { ErrorNotice, Saved } from "../../components/ui";
import { useAdminT } from "../../i18n";
import type { LeadChoices, LeadDetail, StaffMember } from "../../types";
import { ResponseTimes } from "./ResponseTimes";
import { useLeadAction } from "./useLeadAction";

/** The form's values as the lead has them. */
function valuesOf(lead: LeadDetail) {
  return {
    status: lead.status,
    assignee: lead.assignee ? String(lead.assignee.id) : "",
    followUp: lead.follow_up_on ?? "",
    lostReason: lead.lost_reason,
  };
}

/** `url`: the lead's API path, whose cached copy a save replaces. */
export function WorkPanel({
  lead,
  url,
  choices,
  staff,
}: {
  lead: LeadDetail;
  url: string;
  choices?: LeadChoices;
  staff?: StaffMember[];
}) {
  const { t } = useAdminT();
  const [values, setValues] = useState(() => valuesOf(lead));
  const [saved, setSaved] = useState(false);
  const [missingReason, setMissingReason] = useState(false);
  const save = useLeadAction(url, () => setSaved(true));

  // The form starts from the lead as loaded, and again when its saved values change (a save, someone
  // else's change); a note or an e-mail, or a refetch that changed nothing, leaves unsaved edits alone.
  const savedValues = JSON.stringify(valuesOf(lead));
  useEffect(() => setValues(JSON.parse(savedValues)), [savedValues]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const lost = values.status === "lost";
    if (lost && !values.lostReason) {
      setMissingReason(true);
      return;
    }
    const before = valuesOf(lead);
    const body: Record<string, unknown> = {};
    if (values.status !== before.status) body.status = values.status;
    if (lost && values.lostReason !== before.lostReason) body.lost_reason = values.lostReason;
    if (values.assignee !== before.assignee)
      body.assignee_id = values.assignee ? Number(values.assignee) : null;
    if (values.followUp !== before.followUp) body.follow_up_on = values.followUp || null;
    if (Object.keys(body).length === 0) {
      setSaved(true);
      return;
    }
    save.mutate({ path: "", method: "PATCH", body });
  };
  /** A change un-says "Saved." until the next save. */
  const edit = (field: keyof typeof values) => (value: string) => {
    setSaved(false);
    if (field === "lostReason" || field === "status") setMissingReason(false);
    setValues((v) => ({ ...v, [field]: value }));
  };
  const errors = fieldErrors(save.error);
  const reasonError = errors.lost_reason ?? (missingReason ? t("adminLead.work.reasonRequired") : undefined);
  const followUpLate = lead.overdue.includes("follow_up");

  return (
    <section className="card min-w-0" aria-labelledby="work-heading">
      <h2 id="work-heading" className="mb-3 font-semibold text-ink">
        {t("adminLead.work.title")}
      </h2>
      <ResponseTimes lead={lead} />
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <SelectField
          label={t("adminLead.work.status")}
          name="status"
          error={errors.status}
          value={values.status}
          onChange={edit("status")}
        >
          {(choices?.status ?? [{ key: lead.status, label: t(`adminLeads.status.${lead.status}`) }]).map(
            (o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ),
          )}
        </SelectField>
        {values.status === "lost" ? (
          <SelectField
            label={t("adminLead.work.lostReason")}
            name="lost_reason"
            aria-required="true"
            error={reasonError}
            value={values.lostReason}
            onChange={edit("lostReason")}
          >
            <option value="">{t("adminLead.work.chooseReason")}</option>
            {(choices?.lost_reason ?? []).map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={t("adminLead.work.assignee")}
          name="assignee"
          error={errors.assignee_id}
          value={values.assignee}
          onChange={edit("assignee")}
        >
          <option value="">{t("adminLead.work.unassigned")}</option>
          {lead.assignee && !staff?.some((s) => s.id === lead.assignee?.id) ? (
            <option value={String(lead.assignee.id)}>{lead.assignee.name}</option>
          ) : null}
          {(staff ?? []).map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name} ({t(`admin.common.roles.${s.role}`)})
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col gap-1">
          <InputField
            label={t("adminLead.work.followUp")}
            name="follow_up_on"
            type="date"
            error={errors.follow_up_on}
            hint={
              followUpLate ? (
                <span className="font-semibold text-red-700">{t("adminLead.work.overdue")}</span>
              ) : null
            }
            value={values.followUp}
            onChange={edit("followUp")}
          />
          {values.followUp ? (
            <button
              type="button"
              className="link cursor-pointer self-start text-sm"
              onClick={() => edit("followUp")("")}
            >
              {t("adminLead.work.clearFollowUp")}
            </button>
          ) : null}
        </div>
        {save.isError && !Object.keys(errors).length ? <ErrorNotice error={save.error} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? t("adminLead.common.saving") : t("adminLead.common.saveChanges")}
          </button>
          <Saved show={saved && !save.isPending} />
        </div>
      </form>
    </section>
  );
}
