// The confirmation says whether the office is open now in the server's words (GET /api/office/status,
// the office calendar with its holidays and Ramadan hours): the browser works nothing out itself.
// The statuses are the shared cases the server's test computes (shared-cases/office-status.json).
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import officeStatus from "../../../../../shared-cases/office-status.json";
import { OFFICE_STATUS_PATH } from "../../../lib/office";
import { site } from "../../../testing/fixtures";
import { renderAt } from "../../../testing/render";
import { ContactSent } from "./ContactSent";

const sent = { firstName: "Amal", email: "amal@example.com" };

describe("ContactSent", () => {
  it.each(officeStatus.cases.flatMap((c) => (["en", "ar"] as const).map((lang) => ({ ...c, lang }))))(
    "says the office's status as the server words it: $name ($lang)",
    (c) => {
      renderAt(<ContactSent sent={sent} site={site} onAgain={() => {}} />, {
        path: c.lang === "ar" ? "/ar/contact" : "/contact",
        data: { [OFFICE_STATUS_PATH]: c },
      });
      const items = screen.getAllByRole("listitem").map((li) => li.textContent);
      expect(items).toContain(c.text[c.lang]);
    },
  );

  it("leaves the line out until the server answers", () => {
    renderAt(<ContactSent sent={sent} site={site} onAgain={() => {}} />, { path: "/contact" });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
