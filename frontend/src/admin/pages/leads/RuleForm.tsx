// An assignment rule's form (admins): the criteria from the lead's own lists ("Any" for none) and the
// agents who take its leads in turn, as checkboxes; the server's field errors under each field.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import type { AssignmentRuleIO } from "../../../lib/api-types";
import { adminRequest } from "../../api";
import { SelectField } from "../../components/SelectField";
import { ErrorNotice } from "../../components/ui";
import { useAdminT } from "../../i18n";
import type { LeadChoices, StaffMember } from "../../types";

export const RULES = "/api/admin/assignment-rules";
export const CRITERIA = ["service", "country", "language", "source"] as const;
export type Criterion = (typeof CRITERIA)[number];

export const BLANK_RULE: AssignmentRuleIO = {
  position: 0,
  active: true,
  service: "",
  country: "",
  language: "",
  source: "",
  agent_ids: [],
};

/** The options of each criterion, as the server labels them in the admin's language. */
export function useCriterionOptions(
  choices: LeadChoices,
): Record<Criterion, { key: string; label: string }[]> {
  const { t } = useAdminT();
  return {
    service: choices.service,
    country: choices.country,
    language: ["en", "ar"].map((key) => ({ key, label: t(`adminLeads.rules.languages.${key}`) })),
    source: choices.source,
  };
}

/** Creates (no id) or changes a rule; `onDone` after the save or on cancel. */
export function RuleForm({
  rule,
  choices,
  staff,
  onDone,
}: {
  rule: AssignmentRuleIO;
  choices: LeadChoices;
  staff: StaffMember[];
  onDone: () => void;
}) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const options = useCriterionOptions(choices);
  // Someone no longer able to take leads (inactive, another role) is not offered: saving drops them.
  const [form, setForm] = useState({
    ...rule,
    agent_ids: (rule.agent_ids ?? []).filter((id) => staff.some((s) => s.id === id)),
  });
  const save = useMutation({
    mutationFn: () =>
      form.id
        ? adminRequest<AssignmentRuleIO>("PUT", `${RULES}/${form.id}`, form)
        : adminRequest<AssignmentRuleIO>("POST", RULES, form),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [RULES] });
      onDone();
    },
  });
  const errors = fieldErrors(save.error);
  const other = save.isError && Object.keys(errors).length === 0;
  const toggle = (id: number, on: boolean) =>
    setForm((f) => ({
      ...f,
      agent_ids: on ? [...(f.agent_ids ?? []), id] : (f.agent_ids ?? []).filter((a) => a !== id),
    }));
  const agentsError = errors.agent_ids;
  return (
    <form
      className="rounded-lg border border-slate-300 bg-white p-4"
      aria-label={form.id ? t("adminLeads.rules.editTitle") : t("adminLeads.rules.new")}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save.mutate();
      }}
      noValidate
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CRITERIA.map((criterion) => (
          <SelectField
            key={criterion}
            label={t(`adminLeads.rules.criteria.${criterion}`)}
            value={form[criterion] ?? ""}
            onChange={(value) => setForm((f) => ({ ...f, [criterion]: value }))}
            error={errors[criterion]}
          >
            <option value="">{t("adminLeads.rules.any")}</option>
            {options[criterion].map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <fieldset className="mt-4" aria-describedby={agentsError ? "rule-agents-error" : "rule-agents-hint"}>
        <legend className="text-sm font-medium text-ink">{t("adminLeads.rules.agents")}</legend>
        <p id="rule-agents-hint" className="text-xs text-slate-500">
          {t("adminLeads.rules.agentsHint")}
        </p>
        <ul className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {staff.map((member) => (
            <li key={member.id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={(form.agent_ids ?? []).includes(member.id)}
                  onChange={(e) => toggle(member.id, e.target.checked)}
                />
                {member.name}
              </label>
            </li>
          ))}
        </ul>
        {agentsError ? (
          <p id="rule-agents-error" className="mt-1 text-sm text-red-700">
            {agentsError}
          </p>
        ) : null}
      </fieldset>
      {other ? (
        <div className="mt-3">
          <ErrorNotice error={save.error} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t("adminLeads.templates.saving")
            : form.id
              ? t("adminLeads.templates.save")
              : t("adminLeads.rules.add")}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t("admin.common.cancel")}
        </button>
      </div>
    </form>
  );
}
