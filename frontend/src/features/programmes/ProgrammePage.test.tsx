import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FactOut, ProgrammeDetailOut } from "../../lib/api-types";
import { paths, text } from "../../testing/fixtures";
import { renderAt } from "../../testing/render";
import { storageKey } from "./components/checklist-memory";
import ProgrammePage from "./ProgrammePage";

const URL = "/api/programmes/canada/express-entry";
const KEY = storageKey("canada/express-entry");

function fact(key: string, more: Partial<FactOut> = {}): FactOut {
  return {
    key,
    kind: "fee",
    text: text(key),
    source: { name: text("IRCC fee list", "قائمة رسوم IRCC"), url: "https://www.canada.ca/fees" },
    checked_on: null,
    checked_by: "",
    status: "unconfirmed",
    ...more,
  };
}

function guide(more: Partial<ProgrammeDetailOut> = {}): ProgrammeDetailOut {
  return {
    id: 1,
    slug: "express-entry",
    path: paths("/countries/canada/express-entry"),
    country: { slug: "canada", path: paths("/countries/canada"), name: text("Canada", "كندا") },
    title: text("Express Entry", "الدخول السريع"),
    summary: text("Canada's points system.", "نظام النقاط الكندي."),
    last_reviewed: null,
    reviewed_by: null,
    figures_to_check: true,
    who_for: text("<p>Skilled workers</p>", "<p>أصحاب الكفاءات</p>"),
    requirements: text("<ul><li>A language test</li></ul>", "<ul><li>اختبار لغة</li></ul>"),
    steps: text("<ol><li>Create a profile</li></ol>", "<ol><li>أنشئ ملفًا</li></ol>"),
    fees: [
      {
        label: text("Processing fee", "رسوم المعالجة"),
        amount: text("CAD 950", "950 دولارًا كنديًا"),
        note: text(""),
        facts: ["canada.processing-fee"],
      },
      {
        label: text("Biometrics", "رسوم البصمات"),
        amount: text("CAD 85 (unconfirmed)", "85 دولارًا كنديًا (غير مؤكَّد)"),
        note: text(""),
        facts: ["canada.biometrics-fee"],
      },
    ],
    processing_time: text("About 6 months", "نحو 6 أشهر"),
    processing_time_facts: ["canada.express-entry.processing-time"],
    facts: [
      fact("canada.processing-fee", { checked_on: "2026-11-28", status: "confirmed" }),
      fact("canada.biometrics-fee", { checked_on: "2026-11-28" }),
      fact("canada.express-entry.processing-time", {
        source: { name: text("IRCC service standards", "معايير الخدمة"), url: "https://www.canada.ca/times" },
        checked_on: "2026-11-20",
        checked_by: "Mariam Al-Kuwari",
        status: "confirmed",
      }),
    ],
    source: { name: text("IRCC", "دائرة الهجرة الكندية"), url: "https://www.canada.ca/express-entry" },
    documents: [
      { id: "passport", label: text("Valid passport", "جواز سفر ساري المفعول"), note: text("") },
      { id: "photos", label: text("Digital photos", "صور شخصية رقمية"), note: text("") },
    ],
    faq: [{ q: text("Do I need a job offer?", "هل أحتاج إلى عرض عمل؟"), a: text("No.", "لا.") }],
    services: [
      {
        slug: "migrate",
        path: paths("/services/migrate"),
        title: text("Skilled migration", "هجرة الكفاءات"),
      },
    ],
    updated_at: "2026-11-02T10:00:00Z",
    ...more,
  };
}

function show(path = "/countries/canada/express-entry", data = guide()) {
  return renderAt(<ProgrammePage />, { path, data: { [URL]: data } });
}

const box = (name: string) => screen.getByRole("checkbox", { name: new RegExp(name) }) as HTMLInputElement;

describe("a programme guide", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("shows every part, the official figures with their source, and the notice while nobody signed them off", () => {
    show();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Express Entry");
    for (const name of [
      "Who it is for",
      "Requirements",
      "Steps",
      "Document checklist",
      "Questions and answers",
    ]) {
      expect(screen.getByRole("heading", { name })).toBeTruthy();
    }
    const figures = screen.getByRole("region", { name: "Official fees and processing time" });
    expect(within(figures).getByRole("row", { name: /Processing fee/ }).textContent).toContain("CAD 950");
    expect(within(figures).getByRole("link", { name: "IRCC" }).getAttribute("href")).toBe(
      "https://www.canada.ca/express-entry",
    );
    expect(figures.textContent).not.toContain("Last reviewed");
    expect(within(figures).getByRole("note").textContent).toBe(
      "Some of these figures have not yet been checked against the official source: confirm them with us before you apply.",
    );
    expect(screen.getByRole("link", { name: "Skilled migration" }).getAttribute("href")).toBe(
      "/services/migrate",
    );
    expect(screen.getByRole("link", { name: "Canada" }).getAttribute("href")).toBe("/countries/canada");
  });

  it("says beside each group of figures when and against which page they were checked", () => {
    show();
    const figures = screen.getByRole("region", { name: "Official fees and processing time" });
    const fees = within(figures).getByText(/^Checked on 28 November 2026 against/);
    expect(within(fees).getByRole("link", { name: "IRCC fee list" }).getAttribute("href")).toBe(
      "https://www.canada.ca/fees",
    );
    // One line for the two fees checked on the same day against the same page.
    expect(within(figures).getAllByRole("link", { name: "IRCC fee list" })).toHaveLength(1);
    const time = within(figures).getByText(/^Checked on 20 November 2026 by Mariam Al-Kuwari against/);
    expect(within(time).getByRole("link", { name: "IRCC service standards" })).toBeTruthy();
    expect(within(figures).getByRole("row", { name: /Biometrics/ }).textContent).toContain(
      "CAD 85 (unconfirmed)",
    );
    expect(figures.textContent).toContain(
      "Figures marked “(unconfirmed)” could not be confirmed against the official source: ask us before you rely on them.",
    );
    // Said once for the section, not under every group.
    expect(figures.textContent?.split("could not be confirmed")).toHaveLength(2);
  });

  it("says plainly when a figure was never checked, and says nothing of the kind when all are confirmed", () => {
    const never = fact("canada.processing-fee", { status: "unconfirmed" });
    const first = show(
      "/countries/canada/express-entry",
      guide({ facts: [never], processing_time_facts: [] }),
    );
    const figures = screen.getByRole("region", { name: "Official fees and processing time" });
    expect(within(figures).getByText(/^Not yet checked against/)).toBeTruthy();
    first.unmount();
    const confirmed = guide().facts.map((f) => ({ ...f, status: "confirmed", checked_on: "2026-11-28" }));
    show("/countries/canada/express-entry", guide({ facts: confirmed }));
    expect(document.body.textContent).not.toContain("could not be confirmed");
  });

  it("reads the checks in Arabic", () => {
    show("/ar/countries/canada/express-entry");
    const figures = screen.getByRole("region", { name: "الرسوم الرسمية ومدة المعالجة" });
    expect(figures.textContent).toContain("جرى التحقق منها في 28 نوفمبر 2026 بمطابقتها مع قائمة رسوم IRCC.");
    expect(figures.textContent).toContain(
      "تحقّق منها Mariam Al-Kuwari في 20 نوفمبر 2026 بمطابقتها مع معايير الخدمة.",
    );
    expect(within(figures).getByRole("row", { name: /رسوم البصمات/ }).textContent).toContain(
      "85 دولارًا كنديًا (غير مؤكَّد)",
    );
    expect(figures.textContent).toContain("فاسألنا عنها قبل أن تعتمد عليها");
  });

  it("says in Arabic that some figures are not checked yet, never that they are", () => {
    show("/ar/countries/canada/express-entry");
    expect(screen.getByRole("note").textContent).toBe(
      "لم نطابق بعض هذه الأرقام مع المصدر الرسمي بعد، فتأكّد منها معنا قبل أن تتقدّم بطلبك.",
    );
    expect(document.body.textContent).not.toContain("آخر مراجعة");
  });

  it("names the reviewer and the date once signed off, with no notice, in Arabic with Western digits", () => {
    show(
      "/ar/countries/canada/express-entry",
      guide({
        figures_to_check: false,
        last_reviewed: "2026-11-01",
        reviewed_by: text("Omar Haddad", "عمر حداد"),
      }),
    );
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("الدخول السريع");
    expect(document.body.textContent).toContain("آخر مراجعة في 1 نوفمبر 2026، أجراها عمر حداد");
    expect(screen.getByRole("link", { name: "كندا" }).getAttribute("href")).toBe("/ar/countries/canada");
  });
});

describe("the document checklist", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("remembers ticked documents per guide and document id, and restores them on the next visit", () => {
    const first = show();
    expect(box("Valid passport").checked).toBe(false);
    fireEvent.click(box("Valid passport"));
    expect(box("Valid passport").checked).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? "[]")).toEqual(["passport"]);
    expect(screen.getByText("1 of 2 ready")).toBeTruthy();
    first.unmount();

    show("/ar/countries/canada/express-entry");
    expect(box("جواز سفر").checked).toBe(true);
    expect(box("صور شخصية").checked).toBe(false);
    fireEvent.click(box("جواز سفر"));
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("ignores what it cannot read, and ids the guide no longer lists", () => {
    window.localStorage.setItem(KEY, "not json");
    const first = show();
    expect(box("Valid passport").checked).toBe(false);
    first.unmount();
    window.localStorage.setItem(KEY, JSON.stringify(["gone", "photos", 7]));
    show();
    expect(box("Digital photos").checked).toBe(true);
    expect(screen.getByText("1 of 2 ready")).toBeTruthy();
  });

  it("prints only the checklist: the page is marked while the print dialog is open", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {
      expect(document.documentElement.classList.contains("print-checklist")).toBe(true);
    });
    show();
    fireEvent.click(screen.getByRole("button", { name: "Print the checklist" }));
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event("afterprint"));
    expect(document.documentElement.classList.contains("print-checklist")).toBe(false);
  });
});
