// The calculator's questions, by group (each a fieldset), asked as showIf says; checked here (answered,
// in range) before they go to the server, whose field errors are shown the same way.
import { type FormEvent, useRef } from "react";
import type { ToolOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { useTypedBeforeHydration } from "../../../lib/typed-before-hydration";
import { type Answers, askedQuestions } from "../answers";
import { QuestionField } from "./QuestionField";

export function ToolForm({
  tool,
  answers,
  errors,
  pending,
  onChange,
  onSubmit,
}: {
  tool: ToolOut;
  answers: Answers;
  /** Each question's message, by key. */
  errors: Record<string, string>;
  pending: boolean;
  onChange: (key: string, value: string) => void;
  onSubmit: () => void;
}) {
  const { t, lang } = useT();
  const asked = askedQuestions(tool.questions, answers);
  const hasErrors = Object.keys(errors).length > 0;
  const form = useRef<HTMLFormElement>(null);
  // Answers given on the server-rendered page before its scripts ran are the form's answers.
  useTypedBeforeHydration(form, (name, value) => {
    if (tool.questions.some((question) => question.key === name)) onChange(name, String(value));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-describedby={hasErrors ? "tool-form-errors" : undefined}
    >
      {tool.groups.map((group) => {
        const questions = asked.filter((q) => q.group === group.key);
        if (questions.length === 0) return null;
        return (
          <fieldset key={group.key} className="mb-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
            <legend className="px-2 text-lg font-bold text-ink">{pickText(group.label, lang)}</legend>
            <div className="space-y-6">
              {questions.map((question) => (
                <QuestionField
                  key={question.key}
                  question={question}
                  answers={answers}
                  error={errors[question.key]}
                  onChange={onChange}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      {hasErrors ? (
        <p id="tool-form-errors" role="alert" className="mb-4 font-medium text-red-700">
          {t("tools.fixErrors")}
        </p>
      ) : null}
      <noscript>
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t("tools.noscript")}</p>
      </noscript>
      <button
        type="submit"
        className="js-only btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        disabled={pending}
      >
        {pending ? t("tools.calculating") : t("tools.calculate")}
      </button>
    </form>
  );
}
