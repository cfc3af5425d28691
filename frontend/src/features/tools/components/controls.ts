// The calculators' control styles (the contact form's look).
export const CONTROL =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm transition-colors hover:border-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40";
export const RADIO = "size-5 shrink-0 accent-brand-600";
/** The id of a question's control (the first radio of a group), for labels and focus. */
export const controlId = (key: string) => `q-${key}`;
