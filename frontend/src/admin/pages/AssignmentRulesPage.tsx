// The lead assignment rules (/admin/leads/assignment, admins): who new leads go to. Tried from the top,
// the first that matches (of those switched on) gives the lead to its next agent in turn; moved up and down
// with buttons (the keyboard's way to reorder), switched off and on, added, changed and deleted here. See
// docs/staff-workbench.md.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AssignmentRuleIO } from "../../lib/api-types";
import { adminRequest } from "../api";
import { QueryState } from "../components/QueryState";
import { BackLink, ConfirmAction, ErrorNotice, PageHeader } from "../components/ui";
import { useLeadChoices, useStaff } from "../hooks";
import { useAdminT } from "../i18n";
import type { LeadChoices, StaffMember } from "../types";
import { BLANK_RULE, CRITERIA, RULES, RuleForm, useCriterionOptions } from "./leads/RuleForm";

function RuleView({
  rule,
  index,
  count,
  choices,
  staff,
  onMove,
  moving,
}: {
  rule: AssignmentRuleIO;
  index: number;
  count: number;
  choices: LeadChoices;
  staff: StaffMember[];
  onMove: (from: number, to: number) => void;
  moving: boolean;
}) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const options = useCriterionOptions(choices);
  const [editing, setEditing] = useState(false);
  const remove = useMutation({
    mutationFn: () => adminRequest("DELETE", `${RULES}/${rule.id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [RULES] }),
  });
  const active = rule.active !== false;
  const toggle = useMutation({
    mutationFn: () => adminRequest("PATCH", `${RULES}/${rule.id}`, { active: !active }),
    onSuccess: () => client.invalidateQueries({ queryKey: [RULES] }),
  });
  if (editing) {
    return (
      <li>
        <RuleForm rule={rule} choices={choices} staff={staff} onDone={() => setEditing(false)} />
      </li>
    );
  }
  const title = t("adminLeads.rules.ruleTitle", { n: index + 1 });
  const agents = (rule.agent_ids ?? []).map(
    (id) => staff.find((s) => s.id === id)?.name ?? t("adminLeads.rules.unavailable"),
  );
  return (
    <li
      className={`rounded-lg border p-3 ${active ? "border-slate-200" : "border-dashed border-slate-300 bg-slate-50"}`}
    >
      <article aria-label={title}>
        <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {title}
          <span
            className={`rounded px-2 py-0.5 text-xs font-medium ${active ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}`}
          >
            {t(active ? "adminLeads.rules.on" : "adminLeads.rules.off")}
          </span>
        </h3>
        {active ? null : <p className="mt-1 text-sm text-slate-600">{t("adminLeads.rules.offHint")}</p>}
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {CRITERIA.map((criterion) => (
            <div key={criterion} className="contents">
              <dt className="text-slate-600">{t(`adminLeads.rules.criteria.${criterion}`)}</dt>
              <dd>
                {rule[criterion]
                  ? (options[criterion].find((o) => o.key === rule[criterion])?.label ?? rule[criterion])
                  : t("adminLeads.rules.any")}
              </dd>
            </div>
          ))}
          <dt className="text-slate-600">{t("adminLeads.rules.agents")}</dt>
          <dd>{agents.join(t("adminLeads.rules.listSeparator"))}</dd>
        </dl>
        <div className="mt-3 flex flex-wrap items-start gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={index === 0 || moving}
            onClick={() => onMove(index, index - 1)}
            aria-label={t("adminLeads.rules.moveUpLabel", { n: index + 1 })}
          >
            {t("adminLeads.rules.moveUp")}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={index === count - 1 || moving}
            onClick={() => onMove(index, index + 1)}
            aria-label={t("adminLeads.rules.moveDownLabel", { n: index + 1 })}
          >
            {t("adminLeads.rules.moveDown")}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate()}
            aria-label={t(active ? "adminLeads.rules.switchOffLabel" : "adminLeads.rules.switchOnLabel", {
              n: index + 1,
            })}
          >
            {t(active ? "adminLeads.rules.switchOff" : "adminLeads.rules.switchOn")}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
            {t("admin.common.edit")}
          </button>
          <ConfirmAction
            label={t("adminLeads.rules.delete")}
            question={t("adminLeads.rules.deleteQuestion", { n: index + 1 })}
            confirmLabel={t("adminLeads.rules.deleteConfirm")}
            busy={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutate()}
          />
        </div>
        {toggle.isError ? <ErrorNotice error={toggle.error} /> : null}
      </article>
    </li>
  );
}

function RuleList({
  rules,
  choices,
  staff,
}: {
  rules: AssignmentRuleIO[];
  choices: LeadChoices;
  staff: StaffMember[];
}) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const reorder = useMutation({
    mutationFn: (ids: number[]) => adminRequest<AssignmentRuleIO[]>("PUT", `${RULES}/order`, { ids }),
    onSuccess: (list) => client.setQueryData([RULES], list),
  });
  const move = (from: number, to: number) => {
    const ids = rules.map((r) => r.id as number);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    reorder.mutate(ids);
  };
  return (
    <>
      {reorder.isError ? <ErrorNotice error={reorder.error} /> : null}
      {rules.length ? (
        <ol className="mt-4 flex flex-col gap-3">
          {rules.map((rule, index) => (
            <RuleView
              key={rule.id}
              rule={rule}
              index={index}
              count={rules.length}
              choices={choices}
              staff={staff}
              onMove={move}
              moving={reorder.isPending}
            />
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-slate-500">{t("adminLeads.rules.empty")}</p>
      )}
      <div className="mt-4">
        {adding ? (
          <RuleForm
            rule={{ ...BLANK_RULE, position: rules.length }}
            choices={choices}
            staff={staff}
            onDone={() => setAdding(false)}
          />
        ) : (
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            {t("adminLeads.rules.add")}
          </button>
        )}
      </div>
    </>
  );
}

export function AssignmentRulesPage() {
  const { t } = useAdminT();
  const rules = useQuery<AssignmentRuleIO[]>({ queryKey: [RULES] });
  const choices = useLeadChoices();
  const staff = useStaff();
  return (
    <>
      <BackLink to="/admin/leads">{t("adminLeads.list.title")}</BackLink>
      <PageHeader title={t("adminLeads.rules.title")} />
      <p className="text-slate-700">{t("adminLeads.rules.intro")}</p>
      <QueryState query={choices}>
        {(choiceList) => (
          <QueryState query={staff}>
            {(staffList) => (
              <QueryState query={rules}>
                {(list) => <RuleList rules={list} choices={choiceList} staff={staffList} />}
              </QueryState>
            )}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}
