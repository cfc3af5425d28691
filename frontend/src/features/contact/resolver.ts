// The contact form's check over its Zod rules: a chunk of its own, loaded when the form first checks
// its fields (lib/lazy-resolver.ts). An invalid field gets its first message, as @hookform/resolvers'
// zodResolver gave it.
import type { CheckResult } from "../../lib/use-form";
import type { ContactInput, ContactValues } from "./form-fields";
import { contactSchema } from "./schema";

export function checkContact(values: ContactInput): CheckResult<keyof ContactInput, ContactValues> {
  const result = contactSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: Partial<Record<keyof ContactInput, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") as keyof ContactInput;
    errors[field] ??= issue.message;
  }
  return { errors };
}
