// "Why this reply": the assistant's outcome, confidence and reasons (chat/decide.py's `why`) in words,
// folded under a reply (the inbox's groups, a lead's chat transcript).
import { formatNumber } from "../../format";
import { useAdminT } from "../../i18n";

type Why = Record<string, unknown>;

const pairs = (value: unknown): string =>
  Array.isArray(value)
    ? value
        .map((item) => (Array.isArray(item) ? item.filter((x) => x !== "").join(" · ") : String(item)))
        .join(", ")
    : "";

const names = (value: unknown): string => {
  if (!value || typeof value !== "object") return "";
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => (Array.isArray(v) ? v.join(", ") : v === true ? key : v ? String(v) : ""))
    .filter(Boolean)
    .join(" · ");
};

export function WhyReply({
  outcome,
  confidence,
  why,
  helpful,
}: {
  outcome: string;
  confidence: number | null | undefined;
  why: Why;
  helpful?: boolean | null;
}) {
  const { t } = useAdminT();
  const rows: [string, string][] = [
    [t("adminAssistant.why.outcome"), t(`adminAssistant.outcomes.${outcome}`)],
    [
      t("adminAssistant.why.confidence"),
      confidence == null
        ? t("adminAssistant.why.none")
        : formatNumber(confidence, { maximumFractionDigits: 2 }),
    ],
    [t("adminAssistant.why.rule"), String(why.rule ?? "")],
    [t("adminAssistant.why.intents"), pairs(why.intents)],
    [t("adminAssistant.why.fields"), pairs(why.fields)],
    [t("adminAssistant.why.named"), names(why.named)],
    [t("adminAssistant.why.state"), names(why.state)],
    [t("adminAssistant.why.candidates"), pairs(why.candidates)],
  ];
  if (helpful !== undefined)
    rows.push([
      t("adminAssistant.why.helpful"),
      helpful == null
        ? t("adminAssistant.why.none")
        : t(helpful ? "adminAssistant.why.yes" : "adminAssistant.why.no"),
    ]);
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">{t("adminAssistant.why.open")}</summary>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-words" dir="auto">
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </details>
  );
}
