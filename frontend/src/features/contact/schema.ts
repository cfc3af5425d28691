// The contact form's rules, the same as the server's (backend/leads/rules.py, backend/leads/contact.py).
// Error messages are keys under contact.errors, translated where they are shown.
import * as z from "zod/mini";
import { emailRule, LIMITS, nameRule, phoneRule } from "../../lib/contact-rules";
import { COUNTRIES, type ErrorKey } from "./form-fields";

export * from "./form-fields";

const name = (required: ErrorKey) => nameRule(required);

export const contactSchema = z.object({
  first_name: name("firstNameRequired"),
  last_name: name("lastNameRequired"),
  email: emailRule(),
  phone: phoneRule(),
  country: z.string().check(z.refine((value) => COUNTRIES.includes(value), "countryRequired")),
  // One of the services the form lists from the content; which ones the server knows (it refuses others).
  service: z.string().check(z.minLength(1, "serviceRequired")),
  message: z.string().check(z.maxLength(LIMITS.message, "messageTooLong")),
  consent: z.boolean().check(z.refine((value) => value, "consentRequired")),
  website: z.string(),
});
