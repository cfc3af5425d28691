// A client's e-mail on the lead's timeline: sender, subject and text as written, kept files as staff-only
// downloads, refused files named with why; and the same in Arabic.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setAdminLanguage } from "./i18n";
import { TimelineItem } from "./pages/lead/TimelineItem";
import { renderAdmin } from "./testing/fake-api";
import type { LeadDetail } from "./types";

type Entry = LeadDetail["timeline"][number];

const entry: Entry = {
  kind: "inbound_email",
  at: "2026-11-20T09:00:00Z",
  actor: null,
  by_visitor: false,
  action: "",
  changes: {},
  editable: false,
  source: "",
  text: "",
  template: "",
  messages: [],
  answered: true,
  result: "",
  inbound: {
    id: 4,
    from_address: "aisha@example.com",
    from_name: "Aisha Khan",
    subject: "Re: Your study plans",
    text: "Here is my passport.",
    matched_by: "thread",
    attachments: [{ id: 9, filename: "passport.pdf", content_type: "application/pdf", size: 2048 }],
    refused: [{ filename: "big.pdf", size: 30_000_000, reason: "size" }],
  },
};

afterEach(() => setAdminLanguage("en"));

describe("an inbound e-mail on the timeline", () => {
  it("shows who wrote, what, the kept file as a download and the refused one with why", () => {
    renderAdmin(
      <ul>
        <TimelineItem entry={entry} url="/api/admin/leads/1" />
      </ul>,
    );
    expect(screen.getByText("E-mail from the client")).toBeTruthy();
    expect(screen.getAllByText(/Aisha Khan/).length).toBeGreaterThan(0);
    expect(screen.getByText("Re: Your study plans")).toBeTruthy();
    expect(screen.getByText("Here is my passport.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "passport.pdf" });
    expect(link.getAttribute("href")).toBe("/api/admin/inbound-attachments/9");
    const refused = screen.getByText(/File not kept:/);
    expect(refused.textContent).toBe("File not kept: big.pdf · the file is too large");
  });

  it("reads in Arabic", () => {
    setAdminLanguage("ar");
    renderAdmin(
      <ul>
        <TimelineItem entry={entry} url="/api/admin/leads/1" />
      </ul>,
    );
    expect(screen.getByText("رسالة من العميل")).toBeTruthy();
    expect(screen.getByText(/ملف لم يُحفظ:/).textContent).toBe("ملف لم يُحفظ: big.pdf · الملف كبير جدًا");
    expect(screen.queryByText(/not kept/)).toBeNull();
  });
});
