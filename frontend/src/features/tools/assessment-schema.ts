// The "send me my assessment" form's rules: the contact form's name, e-mail and phone rules (lib/
// contact-rules.ts, the server's too), with an e-mail address or a phone number, at least one.
import * as z from "zod/mini";
import { emailRule, nameRule, phoneRule } from "../../lib/contact-rules";

export const assessmentSchema = z
  .object({
    name: nameRule("nameRequired"),
    email: emailRule(true),
    phone: phoneRule(true),
    consent: z.boolean().check(z.refine((value) => value, "consentRequired")),
    website: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!values.email && !values.phone) {
        ctx.addIssue({ code: "custom", path: ["email"], message: "contactRequired" });
        ctx.addIssue({ code: "custom", path: ["phone"], message: "contactRequired" });
      }
    }),
  );

export * from "./assessment-fields";
