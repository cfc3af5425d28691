// What counts as contact details in the visitor's reply to "name and phone?"
// (docs/product.md#contact-details-in-the-chat).
// A phone: a run of 8+ digits, spaces, hyphens and parentheses with an optional leading plus.
// A name: two words of Latin or Arabic letters separated by whitespace. Either one is enough.
//
// Decided on top of those two rules (docs/chat.md), so that what the widget accepts is also what the
// server stores (backend/chat/api.py checks the same rules):
// - the run counts without the spaces around it, and holds at least 7 digits ("----- --" is not a phone);
// - everyday words are not a name: "what about Australia?" or "my name is" is asked again, not
//   thanked as "What"; a question (ending in ? or ؟) without a phone is not contact details.
import { westernDigits } from "../../lib/digits";
import { PHONE_MIN_LENGTH } from "./constants";

const PHONE_RUN = /\+?[\d\s()-]+/gu;
const MIN_DIGITS = 7;
const LETTERS = "A-Za-z\\u00C0-\\u024F\\u0621-\\u064A\\u066E-\\u06D3\\u064B-\\u065F";
// A word: letters, with an apostrophe inside allowed (O'Brien, I'm).
const WORD_SRC = `[${LETTERS}]+(?:['’][${LETTERS}]+)*`;
const WORD = new RegExp(`^${WORD_SRC}$`, "u");
// Runs of words separated by whitespace only (a comma or a digit ends a run).
const WORD_RUN = new RegExp(`${WORD_SRC}(?:[^\\S\\n]+${WORD_SRC})*`, "gu");

// Words that are never part of a name: pronouns, question words, lead-ins ("my name is"), fillers.
const NOT_NAME = new Set(
  (
    "a about am an and are at be but call can could did do does dont don't for from have hello hey hi how i i'm im it's " +
    "in is it later maybe me my name names no not number of ok okay on or phone please sure thank thanks " +
    "that the this to want was we what when where which who why will with would yes you your " +
    "أنا انا اسمي إسمي اسمى رقمي ورقمي رقم هاتفي جوالي موبايلي و هل كم كيف متى وين ليش لماذا ماذا ما شو وش ايش " +
    "في من على الى إلى عن لا نعم ابي ابغى أبغى اريد أريد ودي شكرا شكرًا مرحبا اهلا أهلا تمام طيب"
  ).split(" "),
);

const isNameWord = (word: string) => !NOT_NAME.has(word.toLowerCase().replace("’", "'"));

export type ContactDetails = { name?: string; phone?: string };

function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE_RUN)) {
    const run = match[0].trim();
    const withoutPlus = run.startsWith("+") ? run.slice(1) : run;
    const digits = run.replace(/\D/g, "").length;
    if (withoutPlus.length >= PHONE_MIN_LENGTH && digits >= MIN_DIGITS) return run;
  }
  return undefined;
}

function findName(text: string): string | undefined {
  for (const match of text.matchAll(WORD_RUN)) {
    const words = match[0].split(/\s+/).filter((w) => WORD.test(w));
    for (let i = 0; i + 1 < words.length; i++) {
      if (isNameWord(words[i]) && isNameWord(words[i + 1])) return `${words[i]} ${words[i + 1]}`;
    }
  }
  return undefined;
}

/** The name and/or phone in a message, or null when neither is there. */
export function detectContact(message: string): ContactDetails | null {
  const text = westernDigits(message.trim());
  const phone = findPhone(text);
  const question = /[?؟]\s*$/u.test(text);
  const name = phone || !question ? findName(phone ? text.replace(phone, " ") : text) : undefined;
  if (!phone && !name) return null;
  return { ...(name ? { name } : {}), ...(phone ? { phone } : {}) };
}

// Decided too: a visitor who declines ("no thanks", "لا شكرًا") is not asked again and
// is not stored as someone called "No Thanks".
const DECLINES =
  /^(?:no|nope|no thanks?|no thank you|not now|maybe later|later|skip|لا|لا شكرا|لا شكرًا|لاحقا|لاحقًا|ليس الآن|مو الحين|لا ابي|لا أبي|لا أريد)[.!، ]*$/iu;

export function isDecline(message: string): boolean {
  return DECLINES.test(message.trim());
}
