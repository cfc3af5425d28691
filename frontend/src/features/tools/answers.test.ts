import { describe, expect, it } from "vitest";
import { answerErrors, answersPayload, askedQuestions, parseNumber, rangeOf } from "./answers";
import { TOOL } from "./test-fixtures";

function question(key: string) {
  const found = TOOL.questions.find((q) => q.key === key);
  if (!found) throw new Error(`no question ${key}`);
  return found;
}

describe("reading a calculator's answers", () => {
  it("asks a showIf question only when the answer it follows is one of its values", () => {
    const keys = (answers: Record<string, string>) =>
      askedQuestions(TOOL.questions, answers).map((q) => q.key);
    expect(keys({})).not.toContain("spouse_education");
    expect(keys({ spouse: "none" })).not.toContain("spouse_education");
    expect(keys({ spouse: "accompanying" })).toContain("spouse_education");
  });

  it("takes a number's range from the answer its rangeBy names, and none until it is given", () => {
    expect(rangeOf(question("first_listening"), {})).toBeNull();
    expect(rangeOf(question("first_listening"), { first_test: "ielts" })).toEqual({
      min: 0,
      max: 9,
      step: 0.5,
    });
    expect(rangeOf(question("first_listening"), { first_test: "celpip" })).toEqual({
      min: 0,
      max: 12,
      step: 1,
    });
    expect(rangeOf(question("age"), {})).toEqual({ min: 17, max: 100, step: 1 });
  });

  it("reads numbers typed with Arabic-Indic digits or a decimal comma", () => {
    expect(parseNumber("٣٠")).toBe(30);
    expect(parseNumber("7,5")).toBe(7.5);
    expect(parseNumber("seven")).toBeNull();
  });

  it("finds unanswered questions and numbers out of range, ignoring hidden questions", () => {
    const answers = { spouse: "none", age: "16", first_test: "ielts", first_listening: "9.5" };
    expect(answerErrors(TOOL.questions, answers)).toEqual({
      age: { key: "range", min: 17, max: 100 },
      education: { key: "required" },
      certificate: { key: "required" },
      first_listening: { key: "range", min: 0, max: 9 },
    });
  });

  it("sends the asked questions' answers, numbers as numbers, hidden ones dropped", () => {
    const answers = { spouse: "none", age: "٣٠", spouse_education: "bachelor", certificate: "no" };
    expect(answersPayload(TOOL.questions, answers)).toEqual({ spouse: "none", age: 30, certificate: "no" });
  });
});
