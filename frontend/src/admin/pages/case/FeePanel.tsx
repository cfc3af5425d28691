// The fee: its currency and the amount quoted, what is paid and outstanding (the server's sums), and the
// instalments (added, edited, marked paid, deleted); an unpaid one past its due date is flagged in words.
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { dayKey } from "../../../lib/dates";
import { InputField } from "../../components/InputField";
import { SelectField } from "../../components/SelectField";
import { ConfirmAction, ErrorNotice, Saved } from "../../components/ui";
import { formatDay } from "../../format";
import { useAdminT } from "../../i18n";
import type { CaseDetail, Instalment } from "../../types";
import { Money } from "../cases/shared";
import { useCaseAction } from "./useCaseAction";

interface Draft {
  label: string;
  amount: string;
  due_on: string;
  paid_on: string;
}

const EMPTY: Draft = { label: "", amount: "", due_on: "", paid_on: "" };

/** The instalment's fields, added or edited; errors of a 422 beside each. */
function InstalmentForm({
  initial,
  busy,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (draft: Draft) => void;
  onCancel?: () => void;
}) {
  const { t } = useAdminT();
  const [draft, setDraft] = useState(initial);
  const errors = fieldErrors(error);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(draft);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <InputField
        label={t("adminCases.fee.label")}
        name="label"
        dir="auto"
        maxLength={120}
        placeholder={t("adminCases.fee.labelPlaceholder")}
        value={draft.label}
        error={errors.label}
        onChange={set("label")}
      />
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-3">
        <InputField
          label={t("adminCases.fee.amount")}
          name="amount"
          inputMode="decimal"
          dir="ltr"
          value={draft.amount}
          error={errors.amount}
          onChange={set("amount")}
        />
        <InputField
          label={t("adminCases.fee.dueOn")}
          name="due_on"
          type="date"
          value={draft.due_on}
          error={errors.due_on}
          onChange={set("due_on")}
        />
        <InputField
          label={t("adminCases.fee.paidOn")}
          name="paid_on"
          type="date"
          value={draft.paid_on}
          error={errors.paid_on}
          onChange={set("paid_on")}
        />
      </div>
      {error && !Object.keys(errors).length ? <ErrorNotice error={error} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-secondary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t("adminCases.fee.cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function body(d: Draft) {
  return {
    label: d.label.trim(),
    amount: d.amount.trim(),
    due_on: d.due_on || null,
    paid_on: d.paid_on || null,
  };
}

function InstalmentRow({ item, currency, url }: { item: Instalment; currency: string; url: string }) {
  const { t } = useAdminT();
  const [editing, setEditing] = useState(false);
  const edit = useCaseAction(url, () => setEditing(false));
  const remove = useCaseAction(url);
  const overdue = !item.paid_on && item.due_on < dayKey(new Date());
  if (editing) {
    return (
      <li className="rounded-lg border border-slate-200 p-3">
        <InstalmentForm
          initial={{
            label: item.label,
            amount: item.amount,
            due_on: item.due_on,
            paid_on: item.paid_on ?? "",
          }}
          busy={edit.isPending}
          error={edit.error}
          submitLabel={t("adminCases.fee.save")}
          onSubmit={(d) => edit.mutate({ path: `instalments/${item.id}`, method: "PATCH", body: body(d) })}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className={`rounded-lg border p-3 ${overdue ? "border-red-300 bg-red-50" : "border-slate-200"}`}>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold break-words" dir="auto">
          {item.label}
        </span>
        <Money currency={currency} amount={item.amount} />
      </p>
      <p className="text-sm text-slate-600">
        {t("adminCases.fee.dueOn")}: {formatDay(item.due_on)} ·{" "}
        {item.paid_on
          ? `${t("adminCases.fee.paidOn")}: ${formatDay(item.paid_on)}`
          : t("adminCases.fee.unpaid")}
        {overdue ? (
          <strong className="ms-2 font-semibold text-red-800">{t("adminCases.fee.overdue")}</strong>
        ) : null}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {!item.paid_on ? (
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-sm"
            aria-label={t("adminCases.fee.markPaidLabel", { label: item.label })}
            disabled={edit.isPending}
            onClick={() =>
              edit.mutate({
                path: `instalments/${item.id}`,
                method: "PATCH",
                body: { paid_on: dayKey(new Date()) },
              })
            }
          >
            {t("adminCases.fee.markPaid")}
          </button>
        ) : null}
        <button
          type="button"
          className="btn-secondary px-3 py-1 text-sm"
          aria-label={t("adminCases.fee.editLabel", { label: item.label })}
          onClick={() => {
            edit.reset();
            setEditing(true);
          }}
        >
          {t("adminCases.fee.edit")}
        </button>
        <ConfirmAction
          label={t("adminCases.fee.delete")}
          question={t("adminCases.fee.deleteQuestion", { label: item.label })}
          confirmLabel={t("adminCases.fee.delete")}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate({ path: `instalments/${item.id}`, method: "DELETE" })}
        />
      </div>
      {edit.isError && !editing ? <ErrorNotice error={edit.error} /> : null}
    </li>
  );
}

export function FeePanel({ c, url }: { c: CaseDetail; url: string }) {
  const { t } = useAdminT();
  const [currency, setCurrency] = useState(c.fee.currency);
  const [quoted, setQuoted] = useState(c.fee.quoted);
  const [saved, setSaved] = useState(false);
  const [added, setAdded] = useState(0);
  const save = useCaseAction(url, () => setSaved(true));
  const add = useCaseAction(url, () => setAdded((n) => n + 1));
  const errors = fieldErrors(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate({ path: "", method: "PATCH", body: { currency, quoted: quoted.trim() } });
  };
  const totals: [string, string][] = [
    [t("adminCases.fee.quoted"), c.fee.quoted],
    [t("adminCases.fee.paid"), c.fee.paid],
    [t("adminCases.fee.outstanding"), c.fee.outstanding],
  ];
  return (
    <section className="card flex flex-col gap-4" aria-labelledby="case-fee">
      <h2 id="case-fee" className="text-lg font-semibold text-ink">
        {t("adminCases.fee.title")}
      </h2>
      <dl className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-3">
        {totals.map(([label, amount]) => (
          <div key={label} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold">
              <Money currency={c.fee.currency} amount={amount} />
            </dd>
          </div>
        ))}
      </dl>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
          <SelectField
            label={t("adminCases.fee.currency")}
            name="currency"
            value={currency}
            error={errors.currency}
            onChange={(v) => {
              setSaved(false);
              setCurrency(v);
            }}
          >
            {c.currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t("adminCases.fee.quoted")}
            name="quoted"
            inputMode="decimal"
            dir="ltr"
            value={quoted}
            error={errors.quoted}
            onChange={(v) => {
              setSaved(false);
              setQuoted(v);
            }}
          />
        </div>
        {save.isError && !Object.keys(errors).length ? <ErrorNotice error={save.error} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-secondary" disabled={save.isPending}>
            {t("adminCases.fee.saveQuote")}
          </button>
          <Saved show={saved && !save.isPending} />
        </div>
      </form>
      <h3 className="font-semibold text-ink">{t("adminCases.fee.instalments")}</h3>
      {c.instalments.length === 0 ? (
        <p className="text-sm text-slate-500">{t("adminCases.fee.none")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {c.instalments.map((item) => (
            <InstalmentRow key={item.id} item={item} currency={c.fee.currency} url={url} />
          ))}
        </ul>
      )}
      <div className="border-t border-slate-200 pt-3">
        <h3 className="mb-2 text-sm font-semibold text-ink">{t("adminCases.fee.add")}</h3>
        <InstalmentForm
          key={added}
          initial={EMPTY}
          busy={add.isPending}
          error={add.error}
          submitLabel={add.isPending ? t("adminCases.fee.adding") : t("adminCases.fee.add")}
          onSubmit={(d) => add.mutate({ path: "instalments", body: body(d) })}
        />
        <Saved show={added > 0 && !add.isPending && !add.isError}>{t("adminCases.fee.added")}</Saved>
      </div>
    </section>
  );
}
