import { describe, expect, it } from "vitest";
import type { FieldSpec } from "../types";
import {
  cellText,
  columnsOf,
  formState,
  fromLocalInput,
  toLocalInput,
  toPayload,
  uploadProblem,
} from "./fields";

const title: FieldSpec = {
  name: "title",
  label: "Title",
  kind: "text",
  translated: true,
  required: true,
  max_length: 120,
};
const slug: FieldSpec = { name: "slug", label: "Slug", kind: "slug", translated: false, required: true };
const image: FieldSpec = {
  name: "illustration",
  label: "Illustration",
  kind: "image",
  translated: false,
  required: false,
  folder: "services",
};
const published: FieldSpec = {
  name: "published",
  label: "Published",
  kind: "bool",
  translated: false,
  required: false,
};
const rating: FieldSpec = { name: "rating", label: "Rating", kind: "int", translated: false, required: true };
const fields = [title, slug, image, published, rating];

describe("the CMS form's columns", () => {
  it("splits a translated field into an English and an Arabic column", () => {
    expect(columnsOf(title).map((c) => [c.column, c.lang])).toEqual([
      ["title_en", "en"],
      ["title_ar", "ar"],
    ]);
    expect(columnsOf(slug).map((c) => c.column)).toEqual(["slug"]);
  });

  it("starts a new item empty and published", () => {
    expect(formState(fields)).toEqual({
      title_en: "",
      title_ar: "",
      slug: "",
      illustration: null,
      published: true,
      rating: null,
    });
  });

  it("starts a field at the model's default when the API gives one (a new post is a draft)", () => {
    const status: FieldSpec = {
      name: "status",
      label: "Status",
      kind: "select",
      translated: false,
      required: false,
      choices: [
        { key: "published", label: "Published" },
        { key: "draft", label: "Draft" },
      ],
      default: "draft",
    };
    expect(formState([status])).toEqual({ status: "draft" });
  });

  it("sends only what changed, images by their stored name", () => {
    const item = {
      id: 4,
      title_en: "Student visas",
      title_ar: "تأشيرات الدراسة",
      slug: "study",
      illustration: { name: "services/old.png", url: "/media/services/old.png" },
      published: true,
      rating: 5,
    };
    const state = formState(fields, item);
    expect(toPayload(fields, state, item)).toEqual({});
    state.title_ar = "تأشيرات الطلاب";
    state.illustration = { name: "services/new.png", url: "/media/services/new.png" };
    expect(toPayload(fields, state, item)).toEqual({
      title_ar: "تأشيرات الطلاب",
      illustration: "services/new.png",
    });
    state.illustration = null;
    expect(toPayload(fields, state, item).illustration).toBe("");
  });

  it("sends what was filled in when creating, leaving the rest to the model's defaults", () => {
    const body = toPayload(fields, { ...formState(fields), title_en: "New", slug: "new" });
    expect(body).toEqual({ title_en: "New", slug: "new", published: true });
  });
});

describe("helpers", () => {
  it("round-trips a date-time through the browser's local input", () => {
    const iso = "2026-03-01T09:30:00.000Z";
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("")).toBeNull();
  });

  it("checks an upload's type and size before sending it", () => {
    expect(uploadProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(uploadProblem({ type: "image/svg+xml", size: 1000 })).toMatch(/JPEG, PNG, WebP or GIF/);
    expect(uploadProblem({ type: "image/jpeg", size: 6 * 1024 * 1024 })).toMatch(/5 MB/);
  });

  it("shows list cells briefly", () => {
    expect(cellText(published, false)).toBe("No");
    expect(cellText({ ...slug, kind: "select", choices: [{ key: "a", label: "Alpha" }] }, "a")).toBe("Alpha");
    expect(cellText(slug, "")).toBe("—");
    expect(cellText(slug, "x".repeat(100))).toHaveLength(80);
    const when: FieldSpec = { ...slug, kind: "datetime" };
    expect(cellText(when, "2026-03-01T09:30:00Z")).toBe("1 Mar 2026, 12:30");
  });

  it("starts links to several items empty and lists them by their labels", () => {
    const tags: FieldSpec = {
      name: "tags",
      label: "Tags",
      kind: "multiselect",
      translated: false,
      required: false,
      choices: [
        { key: "canada", label: "Canada" },
        { key: "study", label: "Study abroad" },
      ],
    };
    expect(formState([tags])).toEqual({ tags: [] });
    expect(cellText(tags, ["study", "canada"])).toBe("Study abroad, Canada");
    expect(cellText(tags, [])).toBe("—");
    expect(toPayload([tags], { tags: ["canada"] }, { tags: ["canada"] })).toEqual({});
  });
});
