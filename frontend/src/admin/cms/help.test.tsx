import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderAdmin, setCookie } from "../testing/fake-api";
import type { ContentType } from "../types";
import { CmsEditor } from "./CmsEditor";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => vi.unstubAllGlobals());

const HELP =
  "Other names visitors use: one per line (abbreviations, nationality adjectives, dialect and Arabizi spellings, old names)";
const COUNTRIES: ContentType = {
  type: "countries",
  label: "Countries",
  singleton: false,
  orderable: true,
  publishable: true,
  list: ["name", "published"],
  public_path: "/countries/{slug}",
  fields: [
    { name: "name", label: "Name", kind: "text", translated: true, required: true, max_length: 80 },
    { name: "aliases", label: "Aliases", kind: "textarea", translated: true, required: false, help: HELP },
    {
      name: "figures_to_check",
      label: "Figures still to confirm",
      kind: "bool",
      translated: false,
      required: false,
      help: "Shows visitors that the fees and times are being confirmed.",
    },
  ],
};
const canada = {
  id: 1,
  name_en: "Canada",
  name_ar: "كندا",
  aliases_en: "Canadian",
  aliases_ar: "كندي",
  figures_to_check: true,
  public_url: null,
};

function describedBy(el: HTMLElement): string {
  return (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("a field's help in the CMS", () => {
  it("is read with each of its inputs, and one name per line is sent as written", async () => {
    const { calls } = fakeApi({
      "PATCH /api/admin/content/countries/1": (call) => ({ body: { ...canada, ...(call.body as object) } }),
    });
    renderAdmin(
      <CmsEditor type={COUNTRIES} item={canada} method="PATCH" saveUrl="/api/admin/content/countries/1" />,
    );
    const english = screen.getByLabelText("Aliases (English)") as HTMLTextAreaElement;
    const arabic = screen.getByLabelText("Aliases (Arabic)") as HTMLTextAreaElement;
    expect(describedBy(english)).toBe(HELP);
    expect(describedBy(arabic)).toBe(HELP);
    expect([arabic.getAttribute("dir"), arabic.getAttribute("lang")]).toEqual(["rtl", "ar"]);
    // A field with no help has none.
    expect(describedBy(screen.getByLabelText("Name (English) *"))).not.toContain(HELP);
    expect(describedBy(screen.getByRole("checkbox", { name: "Figures still to confirm" }))).toBe(
      "Shows visitors that the fees and times are being confirmed.",
    );

    fireEvent.change(arabic, { target: { value: "كندي\nالكندية\nتورنتو" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved. The website shows the change now.")).toBeTruthy();
    expect(calls[0].body).toEqual({ aliases_ar: "كندي\nالكندية\nتورنتو" });
  });
});
