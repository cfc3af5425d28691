// The "send me my assessment" form's rules: the contact form's name, e-mail and phone rules (lib/
// contact-rules.ts, the server's too), with an e-mail address or a phone number, at least one.
import { z } from "zod";
import { emailRule, nameRule, phoneRule } from "../../lib/contact-rules";

export const assessmentSchema = z
  .object({
    name: nameRule("nameRequired"),
    email: emailRule(true),
    phone: phoneRule(true),
    consent: z.boolean().refine((value) => value, "consentRequired"),
    website: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.email && !values.phone) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "contactRequired" });
      ctx.addIssue({ code: "custom", path: ["phone"], message: "contactRequired" });
    }
  });

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
