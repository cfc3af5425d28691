// SPEC.md section 5: what counts as contact details in the visitor's reply to "name and phone?".
// A phone: a run of 8+ digits, spaces, hyphens and parentheses with an optional leading plus.
// A name: two words of Latin or Arabic letters separated by whitespace. Either one is enough.
import { PHONE_MIN_LENGTH } from "./constants";

const PHONE = new RegExp(`\\+?[\\d\\s()-]{${PHONE_MIN_LENGTH},}`, "u");
const LETTERS = "A-Za-z\\u00C0-\\u024F\\u0621-\\u064A\\u0660-\\u0669\\u066E-\\u06D3\\u064B-\\u065F";
const NAME = new RegExp(`(?:^|[^${LETTERS}])([${LETTERS}]+\\s+[${LETTERS}]+)`, "u");

// Words people put before their name or number; dropped so "my name is Sara Ahmed" gives "Sara Ahmed".
const LEAD_INS =
  /(?:^|\s)(?:my name is|my name's|name:|i am|i'm|this is|my number is|my phone is|phone:|number:|and|اسمي|أنا|انا|ورقمي|رقمي|رقم|و)(?=\s|$)/giu;

export type ContactDetails = { name?: string; phone?: string };

/** The name and/or phone in a message, or null when neither is there. */
export function detectContact(message: string): ContactDetails | null {
  const text = message.trim();
  const phoneMatch = text.match(PHONE);
  const phone = phoneMatch?.[0].trim();
  const validPhone = phone && phone.replace(/\D/g, "").length >= 7 ? phone : undefined;
  const rest = (validPhone ? text.replace(phoneMatch?.[0] ?? "", " ") : text).replace(LEAD_INS, " ");
  const nameMatch = rest.match(NAME);
  const name = nameMatch?.[1].replace(/\s+/g, " ").trim();
  if (!validPhone && !name) return null;
  return { ...(name ? { name } : {}), ...(validPhone ? { phone: validPhone } : {}) };
}

// Not in SPEC.md, decided: a visitor who declines ("no thanks", "لا شكرًا") is not asked again and
// is not stored as someone called "No Thanks".
const DECLINES =
  /^(?:no|nope|no thanks?|no thank you|not now|maybe later|later|skip|لا|لا شكرا|لا شكرًا|لاحقا|لاحقًا|ليس الآن|مو الحين|لا ابي|لا أبي|لا أريد)[.!، ]*$/iu;

export function isDecline(message: string): boolean {
  return DECLINES.test(message.trim());
}
