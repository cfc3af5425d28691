// The assistant's inbox page: the groups as the API gives them, attaching a group to an answer, writing an
// FAQ entry in both languages, dismissing, trying a question; and the page in Arabic.
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GapGroupOut, SaidOut } from "../lib/api-types";
import { setAdminLanguage } from "./i18n";
import { AssistantPage } from "./pages/AssistantPage";
import { EDITOR, fakeApi, renderAdmin, setCookie } from "./testing/fake-api";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => {
  vi.unstubAllGlobals();
  setAdminLanguage("en");
});

const SAID: SaidOut = {
  text: "I can't answer that here; a consultant can help.",
  outcome: "handoff",
  confidence: 0.1,
  link: null,
  why: { rule: "nothing answers well enough", intents: [["payment", 0.2]], candidates: [] },
};
const GROUP: GapGroupOut = {
  ids: [7, 8],
  count: 2,
  languages: ["en"],
  reasons: { handoff: 2 },
  latest: "2026-11-28T09:00:00Z",
  representative: {
    id: 7,
    question: "Can you help me relocate my pet cat?",
    language: "en",
    reason: "handoff",
    createdAt: "2026-11-28T09:00:00Z",
  },
  samples: [
    {
      id: 7,
      question: "Can you help me relocate my pet cat?",
      language: "en",
      reason: "handoff",
      createdAt: "2026-11-28T09:00:00Z",
    },
    {
      id: 8,
      question: "can you help me relocate my pet dog",
      language: "en",
      reason: "handoff",
      createdAt: "2026-11-27T09:00:00Z",
    },
  ],
  answer: SAID,
};
const DONE = { target: "faq:3", answered: 2, examples: 2 };
const TARGETS = [
  {
    target: "faq:3",
    kind: "faq",
    title: { en: "Is the first consultation free?", ar: "هل الاستشارة الأولى مجانية؟" },
    path: "/faq#faq-3",
  },
  { target: "intent:hours", kind: "intent", title: { en: "Opening hours", ar: "ساعات العمل" }, path: "" },
];

describe("the assistant's inbox", () => {
  it("lists each group with its count, questions and what the assistant says now", async () => {
    fakeApi({ "GET /api/admin/assistant/gaps": { body: [GROUP] } });
    renderAdmin(<AssistantPage />, { me: EDITOR, path: "/admin/assistant" });
    const group = (await screen.findByRole("heading", { name: GROUP.representative.question })).closest(
      "li",
    ) as HTMLElement;
    expect(within(group).getByText("2 questions")).toBeTruthy();
    expect(within(group).getByText("can you help me relocate my pet dog")).toBeTruthy();
    expect(within(group).getByText(SAID.text)).toBeTruthy();
    fireEvent.click(within(group).getByText("Why this reply"));
    expect(within(group).getByText("nothing answers well enough")).toBeTruthy();
  });

  it("attaches a group to a chosen answer", async () => {
    let answered = false;
    const { calls } = fakeApi({
      "GET /api/admin/assistant/gaps": () => ({ body: answered ? [] : [GROUP] }),
      "GET /api/admin/assistant/targets": { body: TARGETS },
      "POST /api/admin/assistant/gaps/attach": () => {
        answered = true;
        return { body: DONE };
      },
    });
    renderAdmin(<AssistantPage />, { me: EDITOR, path: "/admin/assistant" });
    fireEvent.click(await screen.findByRole("button", { name: "Attach to an answer" }));
    const confirm = screen.getByRole("button", { name: "Attach 2 questions" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(await screen.findByRole("radio", { name: /Is the first consultation free\?/ }));
    fireEvent.click(confirm);
    expect(await screen.findByText(/Attached/)).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ ids: [7, 8], target: "faq:3" });
    expect(await screen.findByText(/Nothing waiting/)).toBeTruthy();
  });

  it("writes an FAQ entry in both languages, the question prefilled", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/assistant/gaps": { body: [GROUP] },
      "POST /api/admin/assistant/gaps/faq": { status: 201, body: DONE },
    });
    renderAdmin(<AssistantPage />, { me: EDITOR, path: "/admin/assistant" });
    fireEvent.click(await screen.findByRole("button", { name: "Write an FAQ" }));
    expect((screen.getByLabelText("Question (English)") as HTMLInputElement).value).toBe(
      GROUP.representative.question,
    );
    fireEvent.change(screen.getByLabelText("Question (Arabic)"), {
      target: { value: "هل تنقلون الحيوانات؟" },
    });
    fireEvent.change(screen.getByLabelText("Answer (English)"), {
      target: { value: "We do not move pets." },
    });
    fireEvent.change(screen.getByLabelText("Answer (Arabic)"), { target: { value: "لا ننقل الحيوانات." } });
    fireEvent.click(screen.getByRole("button", { name: "Publish the FAQ entry" }));
    expect(await screen.findByText(/FAQ entry published/)).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      ids: [7, 8],
      question: { en: GROUP.representative.question, ar: "هل تنقلون الحيوانات؟" },
      answer: { en: "We do not move pets.", ar: "لا ننقل الحيوانات." },
      category: "general",
    });
  });

  it("dismisses a group and tries a question", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/assistant/gaps": { body: [GROUP] },
      "POST /api/admin/assistant/gaps/dismiss": { body: { ...DONE, target: "" } },
      "POST /api/admin/assistant/try": { body: { ...SAID, outcome: "answer", text: "Yes, it is free." } },
    });
    renderAdmin(<AssistantPage />, { me: EDITOR, path: "/admin/assistant" });
    fireEvent.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText(/dismissed/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("A question as a visitor would write it"), {
      target: { value: "هل الاستشارة مجانية؟" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Ask the assistant" }));
    expect(await screen.findByText("Yes, it is free.")).toBeTruthy();
    const posts = calls.filter((c) => c.method === "POST").map((c) => c.body);
    expect(posts).toEqual([{ ids: [7, 8] }, { text: "هل الاستشارة مجانية؟", language: "ar" }]);
  });

  it("reads in Arabic", async () => {
    setAdminLanguage("ar");
    fakeApi({ "GET /api/admin/assistant/gaps": { body: [GROUP] } });
    renderAdmin(<AssistantPage />, { me: { ...EDITOR, language: "ar" }, path: "/admin/assistant" });
    expect(await screen.findByRole("heading", { name: "صندوق أسئلة المساعد" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "ربط بإجابة موجودة" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "كتابة سؤال شائع" })).toBeTruthy();
    expect(screen.getByText("أُحيل إلى مستشار")).toBeTruthy();
  });
});
