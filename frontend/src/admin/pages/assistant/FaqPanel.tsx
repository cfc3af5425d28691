// Write a new FAQ entry for a group, in English and Arabic (published through the CMS): the group's
// questions become its example sentences.
import { type FormEvent, useState } from "react";
import type { FaqIn } from "../../../lib/api-types";
import { adminRequest } from "../../api";
import { ErrorNotice, Field } from "../../components/ui";
import { useAdminT } from "../../i18n";
import { useInboxAction } from "./useInboxAction";

const CATEGORIES = ["general", "process", "fees", "visas"] as const;

export function FaqPanel({
  ids,
  question,
  language,
  onClose,
  onDone,
}: {
  ids: number[];
  question: string;
  language: string;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const { t } = useAdminT();
  const [form, setForm] = useState({
    questionEn: language === "en" ? question : "",
    questionAr: language === "ar" ? question : "",
    answerEn: "",
    answerAr: "",
    category: "general" as FaqIn["category"],
  });
  const write = useInboxAction(
    (body: FaqIn) => adminRequest("POST", "/api/admin/assistant/gaps/faq", body),
    () => onDone(t("adminAssistant.faq.saved")),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    write.mutate({
      ids,
      question: { en: form.questionEn, ar: form.questionAr },
      answer: { en: form.answerEn, ar: form.answerAr },
      category: form.category,
    });
  };
  const text = (
    key: "questionEn" | "questionAr" | "answerEn" | "answerAr",
    long: boolean,
    dir: "ltr" | "rtl",
  ) => (
    <Field label={t(`adminAssistant.faq.${key}`)}>
      {({ id }) =>
        long ? (
          <textarea
            id={id}
            dir={dir}
            rows={4}
            required={key.endsWith("En")}
            value={form[key]}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          />
        ) : (
          <input
            id={id}
            dir={dir}
            required={key.endsWith("En")}
            value={form[key]}
            onChange={(e) => setForm({ ...form, [key]: e.target.value })}
          />
        )
      }
    </Field>
  );
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {text("questionEn", false, "ltr")}
        {text("questionAr", false, "rtl")}
        {text("answerEn", true, "ltr")}
        {text("answerAr", true, "rtl")}
      </div>
      <Field label={t("adminAssistant.faq.category")}>
        {({ id }) => (
          <select
            id={id}
            value={form.category}
            onChange={(e) => setForm({ ...form, category: e.target.value as FaqIn["category"] })}
          >
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`adminAssistant.faq.categories.${c}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {write.isError ? <ErrorNotice error={write.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={write.isPending}>
          {t("adminAssistant.faq.save")}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t("adminAssistant.cancel")}
        </button>
      </div>
    </form>
  );
}
