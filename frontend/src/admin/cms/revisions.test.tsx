import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderAdmin, setCookie } from "../testing/fake-api";
import type { ContentType, FieldDiff } from "../types";
import { CmsEditor } from "./CmsEditor";
import { RevisionHistory } from "./RevisionHistory";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => vi.unstubAllGlobals());

const SERVICES: ContentType = {
  type: "services",
  label: "Services",
  singleton: false,
  orderable: true,
  publishable: true,
  list: ["title"],
  public_path: "/services/{slug}",
  fields: [{ name: "title", label: "Title", kind: "text", translated: true, required: true }],
};
const TITLE_DIFF: FieldDiff[] = [
  {
    name: "title",
    label: "Title",
    translated: true,
    rows: [
      {
        item: null,
        en: [
          { op: "same", text: "Student " },
          { op: "removed", text: "visas" },
          { op: "added", text: "permits" },
        ],
        ar: [
          { op: "same", text: "تأشيرات " },
          { op: "added", text: "الطلاب" },
        ],
      },
    ],
  },
];
const at = "2026-11-28T10:00:00Z";
const REVISIONS = {
  history: [
    { id: 12, action: "update", summary: "Updated", by: "Omar Editor", at, item: 3, source_at: null },
    { id: 11, action: "create", summary: "Created", by: "Aisha Admin", at, item: 3, source_at: null },
  ],
  drafts: [{ id: 13, action: "draft", summary: "Draft", by: "Omar Editor", at, item: 3, source_at: null }],
};
const service = {
  id: 3,
  title_en: "Student visas",
  title_ar: "تأشيرات",
  public_url: "/services/study",
  revision: 12,
};

describe("the History panel", () => {
  it("lists who saved when, shows a version's changes word by word in both languages, and restores", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/content/services/revisions?item=3": { body: REVISIONS },
      "GET /api/admin/content/services/revisions/11": {
        body: { ...REVISIONS.history[1], data: {}, diff: TITLE_DIFF, preview: { en: "/admin/preview/11" } },
      },
      "POST /api/admin/content/services/revisions/11/restore": { body: { ...service, revision: 14 } },
    });
    const applied = vi.fn();
    renderAdmin(<RevisionHistory type={SERVICES} itemId={3} onOpenDraft={vi.fn()} onApplied={applied} />);
    const rows = await screen.findAllByTestId("revision");
    expect(rows[0].textContent).toContain("Saved");
    expect(rows[0].textContent).toContain("Omar Editor");
    expect(within(rows[0]).getByText("Live now")).toBeTruthy();
    expect(rows[1].textContent).toContain("Aisha Admin");
    // The draft waits above, with its previews in both languages.
    expect(screen.getByText(/^Draft by \u2068Omar Editor\u2069, /)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Preview in Arabic/ }).getAttribute("href")).toBe(
      "/admin/preview/13?lang=ar",
    );

    fireEvent.click(within(rows[1]).getByRole("button", { name: "Show changes" }));
    const diff = await within(rows[1]).findByTestId("revision-diff");
    expect(diff.querySelector("del")?.textContent).toBe("removed: visas");
    expect([...diff.querySelectorAll("ins")].map((n) => n.textContent)).toEqual([
      "added: permits",
      "added: الطلاب",
    ]);
    const arabic = diff.querySelector('[lang="ar"]');
    expect(arabic?.getAttribute("dir")).toBe("rtl");
    expect(arabic?.textContent).toContain("الطلاب");
    // The live version offers no restore; an older one does, behind a confirmation.
    expect(within(rows[0]).queryByRole("button", { name: "Restore this version" })).toBeNull();
    fireEvent.click(within(rows[1]).getByRole("button", { name: "Restore this version" }));
    fireEvent.click(within(rows[1]).getByRole("button", { name: "Yes, restore it" }));
    expect(await screen.findByText("Restored. The website shows that version now.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/revisions/11/restore"))).toBe(true);
    expect(applied).toHaveBeenCalledWith({ ...service, revision: 14 });
  });
});

describe("a save over someone else's", () => {
  it("is shown with who saved when and what changed, and can be saved over knowingly", async () => {
    const conflict = {
      error: { code: "conflict", message: "Aisha Admin saved this item." },
      by: "Aisha Admin",
      at,
      revision: 15,
      diff: TITLE_DIFF,
    };
    const { calls } = fakeApi({
      "PATCH /api/admin/content/services/3?base=12": { status: 409, body: conflict },
      "PATCH /api/admin/content/services/3?base=15": (call) => ({
        body: { ...service, ...(call.body as object), revision: 16 },
      }),
    });
    const reload = vi.fn();
    renderAdmin(
      <CmsEditor
        type={SERVICES}
        item={service}
        method="PATCH"
        saveUrl="/api/admin/content/services/3"
        onReload={reload}
      />,
    );
    fireEvent.change(screen.getByLabelText("Title (English) *"), { target: { value: "Study visas" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const notice = await screen.findByRole("alert");
    expect(within(notice).getByText("Someone else saved this item after you opened it")).toBeTruthy();
    expect(notice.textContent).toMatch(/Aisha Admin\u2069 saved it at \u2068\d/);
    expect(notice.querySelector("ins")?.textContent).toBe("added: permits");

    fireEvent.click(within(notice).getByRole("button", { name: "Save mine over it" }));
    expect(await screen.findByText("Saved. The website shows the change now.")).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "PATCH /api/admin/content/services/3?base=12",
      "PATCH /api/admin/content/services/3?base=15",
    ]);
    expect(calls[1].body).toEqual({ title_en: "Study visas" });
    expect(reload).not.toHaveBeenCalled();
  });

  it("offers to load the live version instead", async () => {
    fakeApi({
      "PATCH /api/admin/content/services/3?base=12": {
        status: 409,
        body: { error: { code: "conflict", message: "x" }, by: "Aisha Admin", at, revision: 15, diff: [] },
      },
    });
    const reload = vi.fn();
    renderAdmin(
      <CmsEditor
        type={SERVICES}
        item={service}
        method="PATCH"
        saveUrl="/api/admin/content/services/3"
        onReload={reload}
      />,
    );
    fireEvent.change(screen.getByLabelText("Title (English) *"), { target: { value: "Study visas" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    fireEvent.click(
      await screen.findByRole("button", { name: "Load the live version (drops your changes)" }),
    );
    expect(reload).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.queryByText("Someone else saved this item after you opened it")).toBeNull(),
    );
  });

  it("keeps the form's changes as a draft without saving the item", async () => {
    const { calls } = fakeApi({
      "POST /api/admin/content/services/drafts?item=3&base=12": { status: 201, body: REVISIONS.drafts[0] },
    });
    renderAdmin(
      <CmsEditor
        type={SERVICES}
        item={service}
        method="PATCH"
        saveUrl="/api/admin/content/services/3"
        draftUrl="/api/admin/content/services/drafts?item=3"
      />,
    );
    fireEvent.change(screen.getByLabelText("Title (Arabic) *"), { target: { value: "تأشيرات الطلاب" } });
    fireEvent.click(screen.getByRole("button", { name: "Save as draft" }));
    expect(
      await screen.findByText("Draft saved. The website does not show it until it is published."),
    ).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ title_ar: "تأشيرات الطلاب" });
  });
});
