// The assistant's inbox (docs/chat.md, "The content-gap inbox"): the questions it did not answer well,
// grouped, for editors to answer or dismiss; and a box to try a question.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { GapGroupOut } from "../../lib/api-types";
import { toQuery } from "../api";
import { ErrorNotice, Field, Loading, PageHeader, Saved } from "../components/ui";
import { useAdminT } from "../i18n";
import { GapGroup } from "./assistant/GapGroup";
import { TryBox } from "./assistant/TryBox";

export function AssistantPage() {
  const { t } = useAdminT();
  const [language, setLanguage] = useState("");
  const [done, setDone] = useState("");
  const groups = useQuery<GapGroupOut[]>({ queryKey: [`/api/admin/assistant/gaps${toQuery({ language })}`] });
  return (
    <>
      <PageHeader title={t("adminAssistant.title")} />
      <p className="mb-4 max-w-prose text-slate-700">{t("adminAssistant.intro")}</p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Field label={t("adminAssistant.language")}>
          {({ id }) => (
            <select id={id} value={language} onChange={(e) => setLanguage(e.target.value)}>
              <option value="">{t("adminAssistant.allLanguages")}</option>
              <option value="en">{t("adminAssistant.languages.en")}</option>
              <option value="ar">{t("adminAssistant.languages.ar")}</option>
            </select>
          )}
        </Field>
        <Saved show={Boolean(done)}>{done}</Saved>
      </div>
      {groups.isPending ? <Loading /> : null}
      {groups.isError ? <ErrorNotice error={groups.error} retry={() => groups.refetch()} /> : null}
      {groups.data?.length === 0 ? <p className="card text-slate-700">{t("adminAssistant.empty")}</p> : null}
      {groups.data?.length ? (
        <ul className="flex flex-col gap-4">
          {groups.data.map((group) => (
            <GapGroup key={group.ids.join("-")} group={group} onDone={setDone} />
          ))}
        </ul>
      ) : null}
      <TryBox />
    </>
  );
}
