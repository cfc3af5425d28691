import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "../../testing/fixtures";
import { renderAt } from "../../testing/render";
import ToolPage from "./ToolPage";
import { AUSTRALIA_RESULT, DRAWS, RESULT, TOOL } from "./test-fixtures";

afterEach(() => vi.restoreAllMocks());

/** Stubs fetch: the score endpoint answers `result`; every body sent is kept, by path. */
function stubApi(result: unknown, status = 200) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    sent.push({ url, body: JSON.parse(String(init?.body ?? "{}")) });
    const body = url.endsWith("/assessment") ? { id: 7 } : result;
    return new Response(JSON.stringify(body), {
      status: url.endsWith("/assessment") ? 201 : status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return sent;
}

function renderCrs(path = "/tools/crs", draws = DRAWS) {
  return renderAt(<ToolPage />, {
    path,
    data: { "/api/tools/crs": TOOL, "/api/tools/crs/draws": draws, "/api/site": site },
  });
}

function answerAll() {
  fireEvent.click(within(screen.getByRole("group", { name: /Do you have a spouse/ })).getByLabelText("No"));
  fireEvent.change(screen.getByLabelText(/Your age/), { target: { value: "30" } });
  fireEvent.change(screen.getByLabelText(/Your education/), { target: { value: "bachelor" } });
  fireEvent.click(within(screen.getByRole("group", { name: /A trade certificate/ })).getByLabelText("No"));
  fireEvent.click(screen.getByLabelText("IELTS"));
  fireEvent.change(screen.getByLabelText(/Listening score/), { target: { value: "7.5" } });
}

// The form loads its rules when it first checks its fields (lib/lazy-resolver.ts): loaded ahead here, as
// focusing the form does in the browser, so the first check is not slowed by the test runner compiling Zod.
beforeAll(() => Promise.all([import("./assessment-resolver"), import("./components/AssessmentForm")]));

describe("a calculator page", () => {
  it("renders the questions by group, choices as radios or a list, yes/no as radios, numbers with their range", () => {
    renderCrs();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Express Entry points calculator (CRS)",
    );
    const groups = screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent);
    expect(groups).toContain("About you");
    expect(groups).toContain("Languages");
    expect(groups).not.toContain("Your spouse or partner"); // its only question is hidden
    expect(screen.getByLabelText(/Your education/).tagName).toBe("SELECT");
    expect((screen.getByLabelText("IELTS") as HTMLInputElement).type).toBe("radio");
    expect(screen.getByText("From 17 to 100")).toBeTruthy();
    expect(screen.getByText(/Choose the test first/)).toBeTruthy();
    expect(screen.getByText(/estimate, not a decision/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Official source/ }).getAttribute("href")).toBe(
      "https://www.canada.ca/crs",
    );
  });

  it("shows a showIf question once its answer is given, and a range picked by another answer", () => {
    renderCrs();
    expect(screen.queryByRole("group", { name: /Your spouse's education/ })).toBeNull();
    fireEvent.click(screen.getByLabelText("Yes, coming with me"));
    expect(screen.getByRole("group", { name: /Your spouse's education/ })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Your spouse or partner" })).toBeTruthy();
    fireEvent.click(screen.getByLabelText("CELPIP"));
    expect(screen.getByText("From 0 to 12")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("IELTS"));
    expect(screen.getByText("From 0 to 9")).toBeTruthy();
  });

  it("says which answers are missing or out of range, focuses the first, and sends nothing", () => {
    const sent = stubApi(RESULT);
    renderCrs();
    fireEvent.change(screen.getByLabelText(/Your age/), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Calculate my score" }));
    expect(screen.getAllByText("Answer this question.").length).toBeGreaterThan(0);
    expect(screen.getByText("Enter a number from 17 to 100.")).toBeTruthy();
    expect(document.activeElement?.getAttribute("name")).toBe("spouse");
    expect(sent).toEqual([]);
  });

  it("shows the result: total, breakdown table by group, improvements, and the draws against it", async () => {
    const sent = stubApi(RESULT);
    renderCrs();
    answerAll();
    fireEvent.click(screen.getByRole("button", { name: "Calculate my score" }));
    await screen.findByText("472 points");
    expect(sent[0]).toEqual({
      url: "/api/tools/crs/score",
      body: {
        answers: {
          spouse: "none",
          age: 30,
          education: "bachelor",
          certificate: "no",
          first_test: "ielts",
          first_listening: 7.5,
        },
      },
    });
    expect(document.activeElement?.textContent).toBe("Your estimated score");
    const table = screen.getAllByRole("table")[0];
    expect(within(table).getByRole("rowheader", { name: "Core human capital" })).toBeTruthy();
    expect(within(table).getByText("120 of 150")).toBeTruthy();
    expect(screen.getByText("CLB 9 in all four abilities")).toBeTruthy();
    expect(screen.getByText("+24 points")).toBeTruthy();
    // The draws: a card each on a phone, a table from the sm breakpoint (CSS shows one of them).
    expect(screen.getAllByText("61 below")).toHaveLength(2);
    expect(screen.getAllByText("56 above")).toHaveLength(2);
    // Each round links to its source, on the card and in the table; no "example" footnote.
    const rounds = screen.getAllByRole("link", { name: "IRCC: round of 14 October 2025" });
    expect(rounds).toHaveLength(2);
    expect(rounds[0].getAttribute("href")).toBe(DRAWS[0].source_url);
    expect(document.body.textContent).not.toMatch(/example/i);
    // The offer to send it comes with the result, its code loaded on the way (Calculator.tsx).
    expect(await screen.findByRole("heading", { name: "Send me my assessment" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your age/), { target: { value: "31" } });
    expect(screen.getByText(/You changed an answer/)).toBeTruthy();
  });

  it("shows no draws at all, not even their heading, when the server sends none (the newest is too old)", async () => {
    stubApi(RESULT);
    const english = renderCrs("/tools/crs", []);
    answerAll();
    fireEvent.click(screen.getByRole("button", { name: "Calculate my score" }));
    await screen.findByText("472 points");
    expect(screen.queryByRole("region", { name: "Latest Express Entry draws" })).toBeNull();
    expect(document.body.textContent).not.toContain("Express Entry draws");
    english.unmount();
    renderCrs("/ar/tools/crs", []);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(document.body.textContent).not.toContain("سحوبات");
  });

  it("gives the pass mark and the gap to it for Australia, in Arabic", async () => {
    stubApi(AUSTRALIA_RESULT);
    renderAt(<ToolPage />, {
      path: "/ar/tools/australia-points",
      data: {
        "/api/tools/australia-points": { ...TOOL, tool: "australia-points", passMark: 65 },
        "/api/site": site,
      },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("حاسبة نقاط أستراليا");
    fireEvent.click(within(screen.getByRole("group", { name: /هل لديك زوج/ })).getByLabelText("لا"));
    fireEvent.change(screen.getByLabelText(/عمرك/), { target: { value: "٣٠" } });
    fireEvent.change(screen.getByLabelText(/تعليمك/), { target: { value: "bachelor" } });
    fireEvent.click(within(screen.getByRole("group", { name: /شهادة حرفية/ })).getByLabelText("لا"));
    fireEvent.click(screen.getByLabelText("IELTS"));
    fireEvent.change(screen.getByLabelText(/درجة الاستماع/), { target: { value: "7" } });
    fireEvent.click(screen.getByRole("button", { name: "احسب نقاطي" }));
    await screen.findByText("60 نقطة");
    expect(screen.getByText("الحد الأدنى للنجاح: 65 نقطة.", { exact: false })).toBeTruthy();
    expect(screen.getByText("ينقص تقديرك 5 نقاط عن الحد الأدنى للنجاح.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "أحدث جولات دعوات الدخول السريع" })).toBeNull();
  });

  it("marks the answers the server refused", async () => {
    stubApi({ error: { code: "validation_error", message: "Invalid", fields: { age: "Too old." } } }, 422);
    renderCrs();
    answerAll();
    fireEvent.click(screen.getByRole("button", { name: "Calculate my score" }));
    await screen.findByText("Check this answer.");
    await waitFor(() => expect(document.activeElement?.getAttribute("name")).toBe("age"));
  });

  it("sends the assessment with the scored answers once a name and an e-mail or phone are given", async () => {
    const sent = stubApi(RESULT);
    renderCrs();
    answerAll();
    fireEvent.click(screen.getByRole("button", { name: "Calculate my score" }));
    await screen.findByText("472 points");
    fireEvent.click(screen.getByRole("button", { name: "Send me my assessment" }));
    expect(await screen.findByText("Enter your name.")).toBeTruthy();
    expect(screen.getAllByText("Enter an e-mail address or a phone number.")).toHaveLength(2);
    expect(screen.getByText(/which include your marital status/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: "Aisha Al-Mansouri" } });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "aisha@example.com" } });
    fireEvent.click(screen.getByLabelText(/I agree/));
    fireEvent.click(screen.getByRole("button", { name: "Send me my assessment" }));
    await screen.findByText("Your assessment is on its way", {}, { timeout: 5000 });
    expect(
      screen.getByText(
        "We have e-mailed it to aisha@example.com. A consultant will get in touch within 24 hours on business days.",
      ),
    ).toBeTruthy();
    const request = sent.find((s) => s.url === "/api/tools/crs/assessment");
    expect(request?.body).toMatchObject({
      answers: sent[0].body.answers,
      name: "Aisha Al-Mansouri",
      email: "aisha@example.com",
      phone: "",
      consent: true,
      language: "en",
      website: "",
    });
  });

  it("sends the page address's campaign tags and the chat's conversation with the assessment, as the contact form does", async () => {
    window.localStorage.setItem("chat.conversationId", "5f0c8a8e-9d1b-4e7a-8f59-3c2a1b0d9e77");
    const sent = stubApi(RESULT);
    renderCrs("/tools/crs?utm_source=instagram&utm_campaign=canada&ref=x");
    answerAll();
    fireEvent.click(screen.getByRole("button", { name: "Calculate my score" }));
    await screen.findByText("472 points");
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: "Aisha Al-Mansouri" } });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "aisha@example.com" } });
    fireEvent.click(screen.getByLabelText(/I agree/));
    fireEvent.click(screen.getByRole("button", { name: "Send me my assessment" }));
    await screen.findByText("Your assessment is on its way", {}, { timeout: 5000 });
    const request = sent.find((s) => s.url === "/api/tools/crs/assessment");
    expect(request?.body.utm).toEqual({ utm_source: "instagram", utm_campaign: "canada" });
    expect(request?.body.visitor).toBe("5f0c8a8e-9d1b-4e7a-8f59-3c2a1b0d9e77");
    window.localStorage.clear();
  });
});
