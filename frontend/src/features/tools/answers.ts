// Reading a calculator's questions against the visitor's answers, as the engine does (backend/tools/
// questions.py): which questions are asked (showIf), a number's range (rangeBy picks it by another
// answer), what is missing or out of range, and the answers as the API takes them.
import type { ToolQuestionOut } from "../../lib/api-types";
import { westernDigits } from "../../lib/digits";

/** What the form holds: every answer as the control gives it (a choice's value, "yes"/"no", digits). */
export type Answers = Record<string, string>;
export type Range = { min: number; max: number; step: number };
/** Why an answer cannot be scored yet: keys under tools.errors. */
export type AnswerError = { key: "required" } | { key: "range"; min: number; max: number };

/** The questions asked: those without showIf, and those whose showIf answer is one of its values
 * (that question itself being asked). A hidden question's answer is ignored. */
export function askedQuestions(questions: readonly ToolQuestionOut[], answers: Answers): ToolQuestionOut[] {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const asked = (q: ToolQuestionOut, seen: Set<string>): boolean => {
    if (!q.showIf) return true;
    const other = byKey.get(q.showIf.key);
    if (!other || seen.has(other.key)) return false;
    return asked(other, new Set([...seen, q.key])) && q.showIf.in.includes(answers[other.key] ?? "");
  };
  return questions.filter((q) => asked(q, new Set()));
}

/** A number question's range: by the answer its rangeBy names when that answer is given, else its own. */
export function rangeOf(question: ToolQuestionOut, answers: Answers): Range | null {
  const by = question.rangeBy;
  const picked = by ? by.ranges[answers[by.key] ?? ""] : undefined;
  if (picked) return picked;
  if (by) return null; // the range depends on an answer not given yet
  const { min, max, step } = question;
  return min === null || max === null ? null : { min, max, step: step ?? 1 };
}

/** The number typed (Arabic-Indic digits and a comma for the decimal point too), or null. */
export function parseNumber(value: string): number | null {
  const text = westernDigits(value).replace(/[٫,]/g, ".").trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Each asked question's problem, by key: unanswered, or a number outside its range. */
export function answerErrors(
  questions: readonly ToolQuestionOut[],
  answers: Answers,
): Record<string, AnswerError> {
  const errors: Record<string, AnswerError> = {};
  for (const q of askedQuestions(questions, answers)) {
    const value = (answers[q.key] ?? "").trim();
    if (!value) {
      if (q.required) errors[q.key] = { key: "required" };
      continue;
    }
    if (q.kind !== "number") continue;
    const range = rangeOf(q, answers);
    const n = parseNumber(value);
    if (n === null || (range && (n < range.min || n > range.max))) {
      errors[q.key] = range ? { key: "range", min: range.min, max: range.max } : { key: "required" };
    }
  }
  return errors;
}

/** The asked questions' answers as the API takes them: numbers as numbers, choices and yes/no as text. */
export function answersPayload(
  questions: readonly ToolQuestionOut[],
  answers: Answers,
): Record<string, string | number> {
  const payload: Record<string, string | number> = {};
  for (const q of askedQuestions(questions, answers)) {
    const value = (answers[q.key] ?? "").trim();
    if (!value) continue;
    payload[q.key] = q.kind === "number" ? (parseNumber(value) ?? value) : value;
  }
  return payload;
}
