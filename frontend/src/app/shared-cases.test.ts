// The rules the server applies too, checked against the cases both test suites read (shared-cases/,
// and backend/web/tests/test_shared_cases.py for the server's side).
import { describe, expect, it } from "vitest";
import chatPhone from "../../../shared-cases/chat-phone.json";
import contactForm from "../../../shared-cases/contact-form.json";
import fillPathCases from "../../../shared-cases/fill-path.json";
import languagePaths from "../../../shared-cases/language-paths.json";
import meetingTimes from "../../../shared-cases/meeting-times.json";
import titleCases from "../../../shared-cases/titles.json";
import { showsOtherTime, zoneCity } from "../components/booking/zones";
import { detectContact } from "../features/chat/contact-detection";
import { contactSchema } from "../features/contact/schema";
import { dayKey, formatTime } from "../lib/dates";
import { westernDigits } from "../lib/digits";
import { createI18n } from "../lib/i18n";
import { langFromPath, localizePath, stripLang } from "../lib/lang";
import { fillPath, matchRoute } from "../lib/routes";
import { documentTexts } from "./head-rules";

describe("shared cases", () => {
  it.each(meetingTimes)("a meeting's time on the visitor's clock and their city: $moment $zone", (c) => {
    expect(formatTime(c.moment, "en")).toBe(c.doha);
    const other = showsOtherTime(c.moment, c.zone);
    expect(other ? formatTime(c.moment, "en", c.zone) : null).toBe(c.local);
    expect(other && dayKey(c.moment, c.zone) !== dayKey(c.moment)).toBe(c.otherDay);
    expect({ en: zoneCity(c.zone, "en"), ar: zoneCity(c.zone, "ar") }).toEqual(c.city);
  });

  it.each(languagePaths)("a path's language and its spelling in each language: $path", (c) => {
    expect(langFromPath(c.path)).toBe(c.lang);
    expect(stripLang(c.path)).toBe(c.bare);
    expect(localizePath(c.bare, "en")).toBe(c.en);
    expect(localizePath(c.bare, "ar")).toBe(c.ar);
  });

  it.each(fillPathCases)("a route's API path is filled from the URL: $template ? $query", (c) => {
    expect(fillPath(c.template, c.params as Record<string, string>, c.query)).toBe(c.filled);
  });

  it.each(titleCases)("a page's title and description: $url", (c) => {
    const lang = langFromPath(c.url);
    const t = createI18n(lang).t;
    expect(documentTexts(matchRoute(c.url), lang, t, c.item ?? undefined, c.company)).toEqual({
      title: c.title,
      description: c.description,
    });
  });

  it.each(contactForm.cases.filter((c) => !("server_only" in c)))(
    "the contact form accepts what the server accepts: $field = $value",
    (c) => {
      const result = contactSchema.safeParse({ ...contactForm.valid, [c.field]: c.value });
      expect(result.success).toBe(c.ok);
    },
  );

  // The widget takes the whole text for a phone exactly when the server would; otherwise it finds no
  // phone in it, or only the shorter one a case names as found.
  it.each(chatPhone.phones)("a chat phone is what the server takes for one: $text", (c) => {
    const expected = "found" in c ? c.found : c.ok ? westernDigits(c.text) : undefined;
    expect(detectContact(c.text)?.phone).toBe(expected);
  });
});
