// A calculator at work: the answers, their check, the score from POST /api/tools/{tool}/score, the
// result (focused when it arrives), the CRS draws against it, and the offer to send it.
import { useMutation } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { apiRequest } from "../../../lib/api-client";
import { fieldErrors } from "../../../lib/api-errors";
import type { CrsDrawOut, ScoreOut, ToolOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { type Answers, answerErrors, answersPayload } from "../answers";
import { CrsDraws } from "./CrsDraws";
import { controlId } from "./controls";
import { ToolForm } from "./ToolForm";
import { ToolResult } from "./ToolResult";

// The offer to send the result (with React Hook Form) shows only after a result, which only the browser
// computes: its code is not part of the page's first load; it starts loading with the score request.
const loadAssessmentForm = () => import("./AssessmentForm");
const AssessmentForm = lazy(() => loadAssessmentForm().then((m) => ({ default: m.AssessmentForm })));

type Scored = { result: ScoreOut; answers: Record<string, string | number> };

export function Calculator({ tool, draws }: { tool: ToolOut; draws: CrsDrawOut[] | null }) {
  const { t } = useT();
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [scored, setScored] = useState<Scored | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const focusQuestion = (keys: string[]) => {
    const first = tool.questions.find((q) => keys.includes(q.key));
    if (first) document.getElementById(controlId(first.key))?.focus();
  };

  const mutation = useMutation({
    mutationFn: async (payload: Record<string, string | number>) => {
      loadAssessmentForm().catch(() => undefined);
      const response = await apiRequest("POST", `/api/tools/${tool.tool}/score`, { answers: payload });
      return { result: (await response.json()) as ScoreOut, answers: payload };
    },
    onSuccess: (done) => setScored(done),
    onError: (error) => {
      const fields = fieldErrors(error);
      const keys = Object.keys(fields).filter((key) => tool.questions.some((q) => q.key === key));
      setErrors(Object.fromEntries(keys.map((key) => [key, t("tools.errors.invalid")])));
      focusQuestion(keys);
    },
  });

  useEffect(() => {
    if (scored) resultRef.current?.focus();
  }, [scored]);

  const change = (key: string, value: string) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  const submit = () => {
    const problems = answerErrors(tool.questions, answers);
    const messages = Object.fromEntries(
      Object.entries(problems).map(([key, problem]) => [
        key,
        problem.key === "range" ? t("tools.errors.range", problem) : t("tools.errors.required"),
      ]),
    );
    setErrors(messages);
    if (Object.keys(messages).length) {
      focusQuestion(Object.keys(messages));
      return;
    }
    mutation.mutate(answersPayload(tool.questions, answers));
  };

  const current = answersPayload(tool.questions, answers);
  const stale = scored !== null && JSON.stringify(current) !== JSON.stringify(scored.answers);

  return (
    <>
      <ToolForm
        tool={tool}
        answers={answers}
        errors={errors}
        pending={mutation.isPending}
        onChange={change}
        onSubmit={submit}
      />
      {mutation.isError && !Object.keys(errors).length ? (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {t("tools.failed")}
        </p>
      ) : null}
      {scored ? (
        <div className="mt-10">
          <ToolResult ref={resultRef} result={scored.result} stale={stale} />
          <Suspense fallback={null}>
            <AssessmentForm tool={tool.tool} answers={scored.answers} />
          </Suspense>
        </div>
      ) : null}
      {draws ? <CrsDraws draws={draws} total={scored?.result.total ?? null} /> : null}
    </>
  );
}
