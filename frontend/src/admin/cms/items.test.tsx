import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderAdmin, setCookie } from "../testing/fake-api";
import type { ContentType } from "../types";
import { CmsEditor } from "./CmsEditor";
import { CmsEditPage } from "./CmsEditPage";
import { ItemTable } from "./ItemTable";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => vi.unstubAllGlobals());

const GUIDES: ContentType = {
  type: "programmes",
  label: "Programme guides",
  singleton: false,
  orderable: true,
  publishable: true,
  list: ["title", "last_reviewed", "published"],
  public_path: "/countries/{country}/{slug}",
  fields: [
    { name: "title", label: "Title", kind: "text", translated: true, required: true },
    {
      name: "fees",
      label: "Official fees",
      kind: "items",
      translated: false,
      required: false,
      max_items: 20,
      parts: [
        { name: "label", label: "Fee", kind: "text", translated: true, required: true, max_length: 200 },
        { name: "amount", label: "Amount", kind: "text", translated: false, required: true, max_length: 60 },
      ],
    },
  ],
};
const FEE = { label: { en: "Biometrics", ar: "البصمات" }, amount: "CAD 85" };
const guide = { id: 3, title_en: "Express Entry", title_ar: "الدخول السريع", fees: [FEE], public_url: null };

describe("an item list in the CMS", () => {
  it("edits each item in English and Arabic, adds, moves and removes items, and sends the whole list", async () => {
    const { calls } = fakeApi({
      "PATCH /api/admin/content/programmes/3": (call) => ({ body: { ...guide, ...(call.body as object) } }),
    });
    renderAdmin(
      <CmsEditor type={GUIDES} item={guide} method="PATCH" saveUrl="/api/admin/content/programmes/3" />,
    );
    const fees = screen.getByRole("group", { name: "Official fees" });
    const arabic = within(fees).getByLabelText("Fee (Arabic)") as HTMLInputElement;
    expect(arabic.value).toBe("البصمات");
    expect([arabic.getAttribute("dir"), arabic.getAttribute("lang")]).toEqual(["rtl", "ar"]);

    fireEvent.click(within(fees).getByRole("button", { name: "Add official fees item" }));
    fireEvent.change(within(fees).getAllByLabelText("Fee (English) *")[1], {
      target: { value: "Processing" },
    });
    fireEvent.change(within(fees).getAllByLabelText("Fee (Arabic)")[1], { target: { value: "المعالجة" } });
    fireEvent.change(within(fees).getAllByLabelText("Amount *")[1], { target: { value: "CAD 990" } });
    fireEvent.click(within(fees).getByRole("button", { name: "Move official fees item 2 up" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved. The website shows the change now.")).toBeTruthy();
    const processing = { label: { en: "Processing", ar: "المعالجة" }, amount: "CAD 990" };
    expect(calls[0].body).toEqual({ fees: [processing, FEE] });

    fireEvent.click(within(fees).getByRole("button", { name: "Remove item 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Saved. The website shows the change now.");
    expect(calls[1].body).toEqual({ fees: [processing] });
  });

  it("shows the server's message about a bad item on the list", async () => {
    fakeApi({
      "PATCH /api/admin/content/programmes/3": {
        status: 422,
        body: {
          error: {
            code: "validation_error",
            message: "Some fields are invalid.",
            fields: { fees: "Item 1, fee (English): this is required." },
          },
        },
      },
    });
    renderAdmin(
      <CmsEditor type={GUIDES} item={guide} method="PATCH" saveUrl="/api/admin/content/programmes/3" />,
    );
    const fees = screen.getByRole("group", { name: "Official fees" });
    fireEvent.change(within(fees).getByLabelText("Fee (English) *"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await within(fees).findByText("Item 1, fee (English): this is required.")).toBeTruthy();
  });

  it("flags an item with notices in the list", () => {
    renderAdmin(
      <ItemTable
        type={GUIDES}
        items={[
          { ...guide, last_reviewed: "2026-01-01", notices: ["Figures last reviewed on 2026-01-01."] },
          { ...guide, id: 4, title_en: "Study permit", last_reviewed: "2026-11-01", notices: [] },
        ]}
        onPublish={() => undefined}
        busy={{ reorder: false, publish: false }}
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]).getByText("Review due")).toBeTruthy();
    expect(rows[0].textContent).toContain("Figures last reviewed on 2026-01-01.");
    expect(within(rows[1]).queryByText("Review due")).toBeNull();
  });
});

describe("leaving the editor", () => {
  const FAQ: ContentType = {
    type: "faq",
    label: "FAQ",
    singleton: false,
    orderable: true,
    publishable: true,
    list: ["question"],
    public_path: null,
    fields: [{ name: "question", label: "Question", kind: "text", translated: true, required: true }],
  };
  const item = { id: 4, question_en: "How long?", question_ar: "كم المدة؟", public_url: null };

  it("asks before unsaved changes are lost, and lets a deleted item go", async () => {
    fakeApi({
      "GET /api/admin/content": { body: [FAQ] },
      "GET /api/admin/content/faq/4": { body: item },
      "DELETE /api/admin/content/faq/4": { status: 204 },
    });
    renderAdmin(<CmsEditPage />, { path: "/admin/cms/faq/4", pattern: "/admin/cms/:type/:id" });
    fireEvent.change(await screen.findByLabelText("Question (English) *"), {
      target: { value: "How long now?" },
    });
    fireEvent.click(screen.getByRole("link", { name: "← FAQ" }));
    const guard = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    fireEvent.click(within(guard).getByRole("button", { name: "Stay and keep editing" }));
    expect(screen.getByTestId("location").textContent).toBe("/admin/cms/faq/4");
    fireEvent.click(screen.getByRole("button", { name: "Delete this item" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete it" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/admin/cms/faq"));
    expect(screen.queryByRole("alertdialog", { name: "Leave without saving?" })).toBeNull();
  });
});
