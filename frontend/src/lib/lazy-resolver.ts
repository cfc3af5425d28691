// A form's rules whose code (its Zod Mini schema, a 6.6 KB gzip chunk) loads when the form first
// checks its fields, or ahead when the visitor first focuses one of them, instead of with the page.
// The form awaits its rules anyway (React Hook Form's resolver, lib/use-form.ts's check), so it
// behaves the same.
import type { FieldValues, Resolver } from "react-hook-form";

/** Calls the function `load` gives, loading it on the first call (again after a failed load); `preload`
 * starts the load ahead. */
export function lazyCheck<F extends (...args: never[]) => unknown>(
  load: () => Promise<F>,
): { check: (...args: Parameters<F>) => Promise<Awaited<ReturnType<F>>>; preload: () => void } {
  let loading: Promise<F> | null = null;
  const get = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = null; // a failed load is tried again next time
      });
    }
    return loading;
  };
  return {
    check: (...args) => get().then((fn) => fn(...args)) as Promise<Awaited<ReturnType<F>>>,
    preload: () => void get().catch(() => undefined),
  };
}

/** A React Hook Form resolver loaded on demand (the calculators' assessment form). */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload: () => void } {
  const { check, preload } = lazyCheck(load);
  return { resolver: check, preload };
}
