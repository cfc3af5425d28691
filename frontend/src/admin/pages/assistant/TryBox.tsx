// "Try a question": the assistant's reply to a sentence, as a new visitor would get it now.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { SaidOut, TryIn } from "../../../lib/api-types";
import { adminRequest } from "../../api";
import { ErrorNotice, Field } from "../../components/ui";
import { useAdminT } from "../../i18n";
import { Said } from "./Said";

export function TryBox() {
  const { t } = useAdminT();
  const [text, setText] = useState("");
  const ask = useMutation({
    mutationFn: (body: TryIn) => adminRequest<SaidOut>("POST", "/api/admin/assistant/try", body),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    // Arabic letters: the question is Arabic (as the assistant itself decides the reply's language).
    ask.mutate({ text, language: /[\u0600-\u06FF]/.test(text) ? "ar" : "en" });
  };
  return (
    <section className="card mt-6" aria-labelledby="try-title">
      <h2 id="try-title" className="mb-3 font-semibold text-ink">
        {t("adminAssistant.try.title")}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label={t("adminAssistant.try.label")} className="flex-1">
          {({ id }) => <input id={id} dir="auto" value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <button type="submit" className="btn-primary" disabled={ask.isPending || !text.trim()}>
          {t("adminAssistant.try.run")}
        </button>
      </form>
      {ask.isError ? <ErrorNotice error={ask.error} /> : null}
      {ask.data ? (
        <div className="mt-3" aria-live="polite">
          <h3 className="sr-only">{t("adminAssistant.try.reply")}</h3>
          <Said said={ask.data} />
        </div>
      ) : null}
    </section>
  );
}
