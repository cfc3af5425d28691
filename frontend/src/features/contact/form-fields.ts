// The contact form's fields, defaults and error keys, without its Zod rules (./schema.ts, loaded when
// the form first checks its fields: ./resolver.ts).

import type * as z from "zod/mini";
import { CONTACT_OPTIONS as options } from "../../lib/contact-limits";
import type { contactSchema } from "./schema";

export { LIMITS, NAME_PATTERN, PHONE_PATTERN } from "../../lib/contact-limits";
export const COUNTRIES: readonly string[] = options.countries;
// The services offered are the content's published ones (GET /api/services, every page's global
// query): ContactForm lists them; the server takes exactly those (backend leads/rules.choices).

export type ErrorKey =
  | "firstNameRequired"
  | "lastNameRequired"
  | "nameTooLong"
  | "nameInvalid"
  | "emailRequired"
  | "emailInvalid"
  | "phoneRequired"
  | "phoneInvalid"
  | "countryRequired"
  | "serviceRequired"
  | "messageTooLong"
  | "consentRequired";

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const EMPTY_FORM: ContactInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  country: "",
  service: "",
  message: "",
  consent: false,
  website: "",
};

/** The form's fields in page order (the server's 422 field errors are applied and focused in this order). */
export const FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "country",
  "service",
  "message",
  "consent",
] as const satisfies readonly (keyof ContactInput)[];
export type FieldName = (typeof FIELDS)[number];

/** The message shown for a field the server rejected (never the server's English text); the server's
 * page for a form posted without JavaScript reads the same keys (lib/contact-options.json). */
export const SERVER_ERRORS = options.serverErrors as Record<FieldName, ErrorKey>;
