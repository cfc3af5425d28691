// A row of buttons of which one is pressed (a view, a filter, a grouping, a quick range): each says
// whether it is pressed (aria-pressed), and picking one calls `onPick` with its key. Named by a legend
// (shown, or for screen readers only), or as a navigation landmark when it filters a list.
export function ToggleGroup<K extends string>({
  label,
  options,
  current,
  onPick,
  showLabel = false,
  landmark = false,
  small = false,
  className = "flex flex-wrap gap-2",
}: {
  label: string;
  options: readonly { key: K; label: string }[];
  current: K | null | undefined;
  onPick: (key: K) => void;
  showLabel?: boolean;
  landmark?: boolean;
  small?: boolean;
  className?: string;
}) {
  const buttons = options.map((option) => (
    <button
      key={option.key}
      type="button"
      aria-pressed={current === option.key}
      className={`${current === option.key ? "btn-primary" : "btn-secondary"}${small ? " btn-small" : ""}`}
      onClick={() => onPick(option.key)}
    >
      {option.label}
    </button>
  ));
  if (landmark) {
    return (
      <nav aria-label={label} className={className}>
        {buttons}
      </nav>
    );
  }
  return (
    <fieldset className={className}>
      <legend className={showLabel ? "mb-1 text-sm font-medium text-ink" : "sr-only"}>{label}</legend>
      {buttons}
    </fieldset>
  );
}
