// A form's resolver whose code (its Zod schema: Zod is about 25 KB gzip) loads when the form first
// checks its fields, or ahead when the visitor first focuses one of them, instead of with the page.
// React Hook Form awaits a resolver anyway, so the form behaves the same.
import type { FieldValues, Resolver } from "react-hook-form";

export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, Context, Output>> | null = null;
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
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
