// What the assistant says to a question now: its reply, the page it links to, and why.
import type { SaidOut } from "../../../lib/api-types";
import { formatNumber } from "../../format";
import { useAdminT } from "../../i18n";
import { WhyReply } from "./WhyReply";

export function Said({ said }: { said: SaidOut }) {
  const { t } = useAdminT();
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <p className="text-xs font-semibold text-slate-600">
        {t(`adminAssistant.outcomes.${said.outcome}`)} ·{" "}
        {t("adminAssistant.confidence", {
          value: formatNumber(said.confidence, { maximumFractionDigits: 2 }),
        })}
      </p>
      <p className="mt-1 whitespace-pre-line break-words" dir="auto">
        {said.text}
      </p>
      {said.link ? (
        <p className="mt-1 text-sm">
          {t("adminAssistant.source", { label: said.link.label })}{" "}
          <a className="link" href={said.link.href} target="_blank" rel="noreferrer" dir="ltr">
            {said.link.href}
          </a>
        </p>
      ) : null}
      <WhyReply outcome={said.outcome} confidence={said.confidence} why={said.why} />
    </div>
  );
}
