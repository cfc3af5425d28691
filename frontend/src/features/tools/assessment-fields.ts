// The "send me my assessment" form's fields, defaults and error keys, without its Zod rules
// (./assessment-schema.ts, loaded when the form first checks its fields: ./assessment-resolver.ts).
import type * as z from "zod/mini";
import type { assessmentSchema } from "./assessment-schema";

export type AssessmentInput = z.input<typeof assessmentSchema>;
export type AssessmentValues = z.output<typeof assessmentSchema>;
export const EMPTY_ASSESSMENT: AssessmentInput = {
  name: "",
  email: "",
  phone: "",
  consent: false,
  website: "",
};
export const ASSESSMENT_FIELDS = ["name", "email", "phone", "consent"] as const;

/** An error key's text: the calculators' own keys, else the contact form's (contact.errors). */
export const ERROR_KEYS: Record<string, string> = {
  nameRequired: "tools.assessment.errors.nameRequired",
  contactRequired: "tools.assessment.errors.contactRequired",
};
export const errorText = (key: string) => ERROR_KEYS[key] ?? `contact.errors.${key}`;
