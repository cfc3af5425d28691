// A disclosure menu built on <details>: it opens without JavaScript, and with JavaScript it also
// closes on Escape, on a click outside and when a link inside is chosen.
import { type ReactNode, useEffect, useRef } from "react";
import { ChevronDownIcon } from "../ui/icons";

export function Dropdown({
  label,
  active,
  children,
}: {
  label: string;
  active: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => details.removeAttribute("open");
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        close();
        details.querySelector("summary")?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (!details.contains(e.target as Node)) close();
      else if ((e.target as HTMLElement).closest("a")) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <details ref={ref} className="group relative">
      <summary
        className={`flex min-h-11 cursor-pointer items-center gap-1 rounded-full px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${
          active ? "text-brand-700" : "text-slate-700"
        }`}
      >
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute start-0 top-full z-40 mt-2 min-w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
        {children}
      </div>
    </details>
  );
}
