// The case itself: its programme (changing it re-syncs the document checklist, so it is said and
// confirmed first), its owner and whether it is open or closed.
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import { SelectField } from "../../components/SelectField";
import { ErrorNotice, Saved } from "../../components/ui";
import { useAdminT } from "../../i18n";
import type { CaseDetail, StaffMember } from "../../types";
import { useCaseAction } from "./useCaseAction";

export function CaseSettings({ c, url, staff }: { c: CaseDetail; url: string; staff?: StaffMember[] }) {
  const { t, lang } = useAdminT();
  const current = c.programme ? String(c.programme.id) : "";
  const [programme, setProgramme] = useState(current);
  const [owner, setOwner] = useState(c.owner ? String(c.owner.id) : "");
  const [state, setState] = useState<string>(c.state);
  const [done, setDone] = useState("");
  const changeProgramme = useCaseAction(url, () => setDone("programme"));
  const save = useCaseAction(url, () => setDone("case"));
  const programmeErrors = fieldErrors(changeProgramme.error);
  const errors = fieldErrors(save.error);
  const pending = programme !== current;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone("");
    save.mutate({ path: "", method: "PATCH", body: { owner: owner ? Number(owner) : null, state } });
  };
  const owners: { id: number; name: string }[] = [...(staff ?? [])];
  if (c.owner && !owners.some((s) => s.id === c.owner?.id)) owners.unshift(c.owner);
  return (
    <section className="card flex flex-col gap-4" aria-labelledby="case-settings">
      <h2 id="case-settings" className="text-lg font-semibold text-ink">
        {t("adminCases.page.settings")}
      </h2>
      <div className="flex flex-col gap-2">
        <SelectField
          label={t("adminCases.page.programme")}
          name="programme"
          value={programme}
          error={programmeErrors.programme}
          onChange={(v) => {
            setDone("");
            changeProgramme.reset();
            setProgramme(v);
          }}
        >
          <option value="">{t("adminCases.page.noProgramme")}</option>
          {c.programmes.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {`${p.title[lang] || p.title.en} (${p.country[lang] || p.country.en})`}
            </option>
          ))}
        </SelectField>
        {pending ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" role="alert">
            <p>{t("adminCases.page.programmeWarning")}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-primary"
                disabled={changeProgramme.isPending}
                onClick={() =>
                  changeProgramme.mutate({
                    path: "",
                    method: "PATCH",
                    body: { programme: programme ? Number(programme) : null },
                  })
                }
              >
                {changeProgramme.isPending
                  ? t("adminCases.page.saving")
                  : t("adminCases.page.programmeConfirm")}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  changeProgramme.reset();
                  setProgramme(current);
                }}
              >
                {t("admin.common.cancel")}
              </button>
            </div>
          </div>
        ) : null}
        {changeProgramme.isError && !Object.keys(programmeErrors).length ? (
          <ErrorNotice error={changeProgramme.error} />
        ) : null}
        <Saved show={done === "programme" && !pending}>{t("adminCases.page.programmeChanged")}</Saved>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <SelectField
          label={t("adminCases.page.owner")}
          name="owner"
          value={owner}
          error={errors.owner}
          onChange={(v) => {
            setDone("");
            setOwner(v);
          }}
        >
          <option value="">{t("adminCases.page.noOwner")}</option>
          {owners.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t("adminCases.page.state")}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(["open", "closed"] as const).map((s) => (
              <label key={s} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="case-state"
                  value={s}
                  checked={state === s}
                  onChange={() => {
                    setDone("");
                    setState(s);
                  }}
                />
                {t(`adminCases.state.${s}`)}
              </label>
            ))}
          </div>
          {errors.state ? <p className="text-sm text-red-700">{errors.state}</p> : null}
        </fieldset>
        {save.isError && !Object.keys(errors).length ? <ErrorNotice error={save.error} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-secondary" disabled={save.isPending}>
            {save.isPending ? t("adminCases.page.saving") : t("adminCases.page.save")}
          </button>
          <Saved show={done === "case" && !save.isPending} />
        </div>
      </form>
    </section>
  );
}
