// The reports' range: quick ranges (pressed when the range is one) and the two days, in the address.

import { ToggleGroup } from "../../components/ToggleGroup";
import { Field } from "../../components/ui";
import { formatDay } from "../../format";
import { useAdminT } from "../../i18n";
import { PRESETS, presetOf, presetRange, type Range } from "./range";

export function RangeForm({
  range,
  today,
  onChange,
}: {
  range: Range;
  today: string;
  onChange: (range: Range) => void;
}) {
  const { t } = useAdminT();
  const current = presetOf(range, today);
  return (
    <section className="card" aria-labelledby="range-heading">
      <h2 id="range-heading" className="mb-3 font-semibold text-ink">
        {t("adminReports.range")}
      </h2>
      <ToggleGroup
        label={t("adminReports.presets")}
        className="mb-4 flex flex-wrap gap-2"
        options={PRESETS.map((preset) => ({ key: preset, label: t(`adminReports.${preset}`) }))}
        current={current}
        onPick={(preset) => onChange(presetRange(preset, today))}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:max-w-md">
        <Field label={t("adminReports.from")}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              value={range.from}
              max={today}
              onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })}
            />
          )}
        </Field>
        <Field label={t("adminReports.to")}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              value={range.to}
              onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
            />
          )}
        </Field>
      </div>
      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {t("adminReports.rangeSummary", { from: formatDay(range.from), to: formatDay(range.to) })}
      </p>
    </section>
  );
}
