// What the client case screens share: the milestones in order, an amount with its currency, the stage's
// name in the admin's language.
import type { TFunction } from "../../../lib/i18n-core";
import type { MilestoneKind } from "../../types";

export const MILESTONES: MilestoneKind[] = [
  "opened",
  "submitted",
  "biometrics",
  "medical",
  "decision",
  "landed",
];

/** A milestone's name (locales/*\/admin-cases.json, the same names as cases/models.NAMES). */
export function milestoneName(t: TFunction, kind: string | null | undefined): string {
  return kind ? t(`adminCases.milestone.${kind}`, { defaultValue: kind }) : "—";
}

/** "QAR 1500.00", kept left to right in an Arabic line. */
export function Money({ currency, amount }: { currency: string; amount: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {currency} {amount}
    </bdi>
  );
}
