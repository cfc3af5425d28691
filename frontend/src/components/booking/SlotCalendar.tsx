// The slot picker's month calendar (react-day-picker, loaded lazily with this module so the home
// page never carries it): days are Doha days, only days with a free time can be chosen, Arabic is
// right-to-left with Western digits. Styled with the site's Tailwind classes, without its stylesheet.
import { DayPicker } from "react-day-picker";
import { ar } from "react-day-picker/locale";
import { dayKey, parseDate, TIME_ZONE } from "../../lib/dates";
import { useT } from "../../lib/i18n-hooks";
import { dirOf } from "../../lib/lang";

const NAV_BUTTON =
  "flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 aria-disabled:cursor-default aria-disabled:text-slate-300 aria-disabled:hover:bg-transparent";

const CLASS_NAMES = {
  root: "relative w-full max-w-sm",
  months: "relative",
  month: "space-y-2",
  month_caption: "flex h-10 items-center px-1",
  caption_label: "font-semibold text-ink",
  nav: "absolute end-0 top-0 z-10 flex gap-1",
  button_previous: NAV_BUTTON,
  button_next: NAV_BUTTON,
  chevron: "size-5 fill-current rtl:-scale-x-100",
  // Fluid cells: seven columns fit the form's card on a 320 px screen (about 34 px a day there).
  month_grid: "w-full table-fixed border-collapse",
  weekdays: "",
  weekday: "pb-1 text-center text-xs font-medium text-slate-500",
  weeks: "",
  week: "",
  day: "group p-px text-center",
  day_button:
    "mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 group-data-[disabled]:cursor-default group-data-[disabled]:font-normal group-data-[disabled]:bg-transparent group-data-[disabled]:text-slate-400 group-data-[disabled]:hover:bg-transparent group-data-[selected]:bg-brand-700 group-data-[selected]:text-white group-data-[today]:underline",
  outside: "invisible",
  hidden: "invisible",
};

export default function SlotCalendar({
  days,
  firstDay,
  lastDay,
  selected,
  onSelect,
  labelledBy,
}: {
  /** The Doha days ("2026-12-01") that have a free time. */
  days: ReadonlySet<string>;
  firstDay: string;
  lastDay: string;
  selected: string | null;
  onSelect: (day: string) => void;
  labelledBy: string;
}) {
  const { lang } = useT();
  const firstFree = [...days].sort()[0];
  return (
    <DayPicker
      mode="single"
      required
      timeZone={TIME_ZONE}
      dir={dirOf(lang)}
      lang={lang}
      locale={lang === "ar" ? ar : undefined}
      numerals="latn"
      aria-labelledby={labelledBy}
      classNames={CLASS_NAMES}
      showOutsideDays={false}
      startMonth={parseDate(firstDay)}
      endMonth={parseDate(lastDay)}
      defaultMonth={parseDate(selected ?? firstFree ?? firstDay)}
      disabled={(date: Date) => !days.has(dayKey(date))}
      selected={selected ? parseDate(selected) : undefined}
      onSelect={(date: Date) => onSelect(dayKey(date))}
    />
  );
}
