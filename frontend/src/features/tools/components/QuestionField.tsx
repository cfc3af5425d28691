// One calculator question: a choice (radios for a few options, a list for more), yes/no (radios) or a
// number with its range (rangeBy: the range follows another answer, e.g. the scores of the test chosen).
import { controlProps, FieldError, FormField, RequiredMark } from "../../../components/form/FormField";
import type { ToolQuestionOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";
import { type Answers, rangeOf } from "../answers";
import { CONTROL, controlId, RADIO } from "./controls";

/** A choice with more options than this is a list rather than radios. */
const MAX_RADIOS = 4;

export function QuestionField({
  question,
  answers,
  error,
  onChange,
}: {
  question: ToolQuestionOut;
  answers: Answers;
  error?: string;
  onChange: (key: string, value: string) => void;
}) {
  const { t, lang } = useT();
  const id = controlId(question.key);
  const label = pickText(question.label, lang);
  const help = question.help ? pickText(question.help, lang) : undefined;
  const value = answers[question.key] ?? "";

  if (question.kind === "number") {
    const range = rangeOf(question, answers);
    const hint = [help, range ? t("tools.rangeHint", range) : t("tools.rangeAfter")]
      .filter(Boolean)
      .join(" ");
    return (
      <FormField id={id} label={label} required={question.required} hint={hint} error={error}>
        {(control) => (
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            className={`${CONTROL} max-w-40 rtl:text-right`}
            name={question.key}
            value={value}
            onChange={(event) => onChange(question.key, event.target.value)}
            {...control}
          />
        )}
      </FormField>
    );
  }

  const options =
    question.kind === "yesno"
      ? [
          { value: "yes", label: t("tools.yes") },
          { value: "no", label: t("tools.no") },
        ]
      : question.options.map((option) => ({ value: option.value, label: pickText(option.label, lang) }));

  if (question.kind === "choice" && options.length > MAX_RADIOS) {
    return (
      <FormField id={id} label={label} required={question.required} hint={help} error={error}>
        {(control) => (
          <select
            className={CONTROL}
            name={question.key}
            value={value}
            onChange={(event) => onChange(question.key, event.target.value)}
            {...control}
          >
            <option value="">{t("tools.choose")}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  }

  // Radios: a group named by its legend; the error and hint describe the group.
  const described = controlProps(id, { error, notes: help ? [`${id}-hint`] : [] });
  return (
    <fieldset aria-describedby={described["aria-describedby"]}>
      <legend className="text-sm font-semibold text-ink">
        {label}
        {question.required ? <RequiredMark /> : null}
      </legend>
      {help ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {help}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-11 items-center gap-2 text-ink"
            >
              <input
                type="radio"
                id={optionId}
                className={RADIO}
                name={question.key}
                value={option.value}
                required={question.required}
                aria-invalid={described["aria-invalid"]}
                checked={value === option.value}
                onChange={() => onChange(question.key, option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
