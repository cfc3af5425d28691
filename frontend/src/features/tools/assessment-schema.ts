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

export * from "./assessment-fields";
