// A guide's review in the CMS: the date and the reviewer are shown, not edited; "Mark reviewed" acts on the
// saved guide (it waits while there are changes not saved), and a refusal is read beside it. The dashboard
// lists the guides due for review with why, each linked to its screen.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReviewDueOut } from "../../lib/api-types";
import { ReviewsDue } from "../pages/dashboard/ReviewsDue";
import { fakeApi, renderAdmin, setCookie } from "../testing/fake-api";
import type { ContentItem, ContentType } from "../types";
import { CmsEditor } from "./CmsEditor";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => vi.unstubAllGlobals());

const URL = "/api/admin/content/programmes/7";
const REFUSAL =
  "Some figures are still to confirm: check them against the official source, untick “Figures still to confirm” and save, then mark the guide reviewed.";
const GUIDES: ContentType = {
  type: "programmes",
  label: "Programme guides",
  singleton: false,
  orderable: true,
  publishable: true,
  list: ["title", "last_reviewed", "reviewed_by", "published"],
  public_path: "/countries/{country}/{slug}",
  fields: [
    { name: "title", label: "Title", kind: "text", translated: true, required: true },
    {
      name: "last_reviewed",
      label: "Last reviewed",
      kind: "date",
      translated: false,
      required: false,
      read_only: true,
    },
    {
      name: "reviewed_by",
      label: "Reviewed by",
      kind: "text",
      translated: false,
      required: false,
      read_only: true,
    },
    {
      name: "figures_to_check",
      label: "Figures still to confirm",
      kind: "bool",
      translated: false,
      required: false,
    },
  ],
  actions: [{ key: "review", label: "Mark reviewed", help: "Records that you checked every figure today." }],
};
const guide: ContentItem = {
  id: 7,
  title_en: "Express Entry",
  title_ar: "الدخول السريع",
  last_reviewed: null,
  reviewed_by: null,
  figures_to_check: true,
  public_url: null,
};

function editor(item: ContentItem = guide) {
  return renderAdmin(<CmsEditor type={GUIDES} item={item} method="PATCH" saveUrl={URL} />);
}

describe("a guide's review in the CMS", () => {
  it("shows the review date and the reviewer without letting them be typed", () => {
    fakeApi({});
    editor({ ...guide, last_reviewed: "2026-11-20", reviewed_by: "Omar Haddad" });
    const date = screen.getByLabelText("Last reviewed") as HTMLInputElement;
    expect(date.readOnly).toBe(true);
    expect(date.value).toContain("20 November 2026");
    expect((screen.getByLabelText("Reviewed by") as HTMLInputElement).value).toBe("Omar Haddad");
  });

  it("reads the refusal beside the button while figures are still to confirm", async () => {
    const { calls } = fakeApi({
      [`POST ${URL}/actions/review`]: {
        status: 422,
        body: {
          error: {
            code: "validation_error",
            message: "Some fields are invalid.",
            fields: { figures_to_check: REFUSAL },
          },
        },
      },
    });
    editor();
    const button = screen.getByRole("button", { name: "Mark reviewed" });
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    fireEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toBe(REFUSAL);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("waits for unsaved changes to be saved, then signs the guide off", async () => {
    const { calls } = fakeApi({
      [`POST ${URL}/actions/review`]: {
        body: { ...guide, figures_to_check: false, last_reviewed: "2026-11-28", reviewed_by: "Eva Editor" },
      },
    });
    editor();
    fireEvent.click(screen.getByLabelText("Figures still to confirm"));
    const button = screen.getByRole("button", { name: "Mark reviewed" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText("Save your changes first.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Figures still to confirm"));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText("Done.")).toBeTruthy());
    expect(calls.find((c) => c.method === "POST")?.url).toBe(`${URL}/actions/review`);
  });
});

describe("guides due for review on the dashboard", () => {
  const due: ReviewDueOut[] = [
    {
      id: 4,
      title: "Skilled Independent (subclass 189)",
      country: "Australia",
      why: "change",
      reason:
        "Australia's visa charges change on 1 July 2026 (Department of Home Affairs); last reviewed on 2 May 2026 by Omar Haddad.",
      last_reviewed: "2026-05-02",
    },
  ];

  it("lists each with why and a link to edit it", async () => {
    fakeApi({ "GET /api/admin/reviews/due": { body: due } });
    renderAdmin(<ReviewsDue />);
    const link = await screen.findByRole("link", {
      name: "Edit Skilled Independent (subclass 189) (Australia)",
    });
    expect(link.getAttribute("href")).toBe("/admin/cms/programmes/4");
    expect(screen.getByText(/Australia's visa charges change on 1 July 2026/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Guides due for review" })).toBeTruthy();
  });

  it("says when none is due", async () => {
    fakeApi({ "GET /api/admin/reviews/due": { body: [] } });
    renderAdmin(<ReviewsDue />);
    expect(await screen.findByText("No guide is due for review.")).toBeTruthy();
  });
});
