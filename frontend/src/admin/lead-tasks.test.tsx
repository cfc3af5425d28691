// A lead's Tasks panel and the call form's results: what they send, what they show, refusals in the
// staff member's language, and "My day".
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAdminLanguage } from "./i18n";
import { LogCall } from "./pages/lead/LogCall";
import { TasksPanel } from "./pages/lead/TasksPanel";
import { MyDayPage } from "./pages/MyDayPage";
import { AGENT, fakeApi, leadRow, renderAdmin, setCookie } from "./testing/fake-api";
import type { LeadDetail, Task } from "./types";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setAdminLanguage("en"));
});

const URL = "/api/admin/leads/12";

const task = (more: Partial<Task> = {}): Task => ({
  id: 7,
  lead_id: 12,
  lead_name: "Omar Haddad",
  due_at: "2026-12-01T16:00:00+03:00",
  due_on: "2026-12-01",
  due_time: "16:00",
  owner: { id: 2, name: "Ali Agent" },
  note: "Call after 4 pm",
  done_at: null,
  done_by: null,
  overdue: false,
  ...more,
});

function lead(tasks: Task[], more: Partial<LeadDetail> = {}): LeadDetail {
  return {
    ...leadRow(),
    message: "",
    page_url: "",
    referrer: "",
    utm: {},
    consent_at: null,
    consent_version: "",
    updated_at: "2026-10-25T08:00:00Z",
    timeline: [],
    same_person: [],
    suggested_same_person: [],
    bookings: [],
    assessment: null,
    tasks,
    ...more,
  };
}

const STAFF = [
  { id: 2, name: "Ali Agent", email: "agent@example.com", role: "agent" as const },
  { id: 5, name: "Huda Admin", email: "huda@example.com", role: "admin" as const },
];

describe("the Tasks panel", () => {
  it("adds a task on the office's clock for the signed-in staff member unless another is chosen", async () => {
    const { calls } = fakeApi({ [`POST ${URL}/tasks`]: { status: 201, body: lead([task()]) } });
    renderAdmin(<TasksPanel lead={lead([], { follow_up_on: "2026-12-03" })} url={URL} staff={STAFF} />, {
      me: AGENT,
    });
    const panel = screen.getByRole("region", { name: "Tasks" });
    expect(within(panel).getByText("No tasks yet.")).toBeTruthy();
    expect(within(panel).getByText("Follow-up day: 3 Dec")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Add a task" }));
    expect(within(panel).getByText("Choose a day and a time.")).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(within(panel).getByLabelText("Day"), { target: { value: "2026-12-01" } });
    fireEvent.change(within(panel).getByLabelText("Time (office)"), { target: { value: "16:00" } });
    expect((within(panel).getByLabelText("Who") as HTMLSelectElement).value).toBe("2");
    fireEvent.change(within(panel).getByLabelText("What to do"), { target: { value: " Call after 4 pm " } });
    fireEvent.click(within(panel).getByRole("button", { name: "Add a task" }));
    expect(await within(panel).findByText("Task added.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      owner_id: 2,
      due_at: "2026-12-01T16:00",
      note: "Call after 4 pm",
    });
  });

  it("ticks a task done and deletes one, each by its own labelled control", async () => {
    const { calls } = fakeApi({
      [`PATCH ${URL}/tasks/7`]: {
        body: lead([task({ done_at: "2026-12-01T13:05:00Z", done_by: "Ali Agent" })]),
      },
      [`DELETE ${URL}/tasks/8`]: { body: lead([task()]) },
    });
    renderAdmin(
      <TasksPanel lead={lead([task(), task({ id: 8, note: "", overdue: true })])} url={URL} staff={STAFF} />,
      { me: AGENT },
    );
    const panel = screen.getByRole("region", { name: "Tasks" });
    expect(within(panel).getByText("Overdue")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("checkbox", { name: "Mark “Call after 4 pm” done" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Delete the task at 16:00" }));
    await waitFor(() => expect(calls.filter((c) => c.method !== "GET")).toHaveLength(2));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ done: true });
    expect(calls.some((c) => c.method === "DELETE" && c.url === `${URL}/tasks/8`)).toBe(true);
  });

  it("shows the server's refusal beside the owner, in Arabic for a staff member who reads Arabic", async () => {
    fakeApi({
      [`POST ${URL}/tasks`]: {
        status: 422,
        body: { error: { code: "invalid", message: "...", fields: { owner_id: "اختر موظفًا نشطًا." } } },
      },
    });
    act(() => setAdminLanguage("ar"));
    renderAdmin(<TasksPanel lead={lead([])} url={URL} staff={STAFF} />, { me: { ...AGENT, language: "ar" } });
    const panel = screen.getByRole("region", { name: "المهام" });
    fireEvent.change(within(panel).getByLabelText("اليوم"), { target: { value: "2026-12-01" } });
    fireEvent.change(within(panel).getByLabelText("الوقت (بتوقيت المكتب)"), { target: { value: "09:30" } });
    fireEvent.click(within(panel).getByRole("button", { name: "أضف مهمة" }));
    expect(await within(panel).findByText("اختر موظفًا نشطًا.")).toBeTruthy();
  });

  it("changes a task's day, time, owner and note from the keyboard, sending them with PATCH", async () => {
    const moved = task({ due_on: "2026-12-02", due_time: "09:30", owner: { id: 5, name: "Huda Admin" } });
    const { calls } = fakeApi({
      [`PATCH ${URL}/tasks/7`]: { body: lead([{ ...moved, note: "Ask for the passport" }]) },
    });
    renderAdmin(<TasksPanel lead={lead([task()])} url={URL} staff={STAFF} />, { me: AGENT });
    const panel = screen.getByRole("region", { name: "Tasks" });
    fireEvent.click(within(panel).getByRole("button", { name: "Change Call after 4 pm" }));
    const form = within(panel).getByRole("form", { name: "Change Call after 4 pm" });
    // The form opens on the task as it is, its first field focused.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText("Day")));
    expect((within(form).getByLabelText("Time (office)") as HTMLInputElement).value).toBe("16:00");
    expect((within(form).getByLabelText("Who") as HTMLSelectElement).value).toBe("2");
    fireEvent.change(within(form).getByLabelText("Day"), { target: { value: "2026-12-02" } });
    fireEvent.change(within(form).getByLabelText("Time (office)"), { target: { value: "09:30" } });
    fireEvent.change(within(form).getByLabelText("Who"), { target: { value: "5" } });
    fireEvent.change(within(form).getByLabelText("What to do"), {
      target: { value: "Ask for the passport " },
    });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
        owner_id: 5,
        due_at: "2026-12-02T09:30",
        note: "Ask for the passport",
      }),
    );
    await waitFor(() => expect(within(panel).queryByRole("form", { name: /^Change/ })).toBeNull());
  });

  it("closes the change form with Escape, sending nothing, and refuses an empty time", async () => {
    const { calls } = fakeApi({});
    renderAdmin(<TasksPanel lead={lead([task()])} url={URL} staff={STAFF} />, { me: AGENT });
    const panel = screen.getByRole("region", { name: "Tasks" });
    const change = within(panel).getByRole("button", { name: "Change Call after 4 pm" });
    fireEvent.click(change);
    let form = within(panel).getByRole("form", { name: "Change Call after 4 pm" });
    fireEvent.change(within(form).getByLabelText("Time (office)"), { target: { value: "" } });
    fireEvent.submit(form);
    expect(within(form).getByText("Choose a day and a time.")).toBeTruthy();
    fireEvent.keyDown(within(form).getByLabelText("Day"), { key: "Escape" });
    expect(within(panel).queryByRole("form")).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "Change Call after 4 pm" }));
    form = within(panel).getByRole("form", { name: "Change Call after 4 pm" });
    expect((within(form).getByLabelText("Time (office)") as HTMLInputElement).value).toBe("16:00");
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("shows the server's refusal of a change under its field, in Arabic", async () => {
    fakeApi({
      [`PATCH ${URL}/tasks/7`]: {
        status: 422,
        body: { error: { code: "invalid", message: "...", fields: { owner_id: "اختر موظفًا نشطًا." } } },
      },
    });
    act(() => setAdminLanguage("ar"));
    renderAdmin(<TasksPanel lead={lead([task()])} url={URL} staff={STAFF} />, {
      me: { ...AGENT, language: "ar" },
    });
    const panel = screen.getByRole("region", { name: "المهام" });
    fireEvent.click(within(panel).getByRole("button", { name: "تعديل Call after 4 pm" }));
    const form = within(panel).getByRole("form", { name: "تعديل Call after 4 pm" });
    fireEvent.click(within(form).getByRole("button", { name: "حفظ المهمة" }));
    expect(await within(form).findByText("اختر موظفًا نشطًا.")).toBeTruthy();
  });
});

describe("logging a call", () => {
  it("a call back asks when and sends it with the result", async () => {
    const { calls } = fakeApi({ [`POST ${URL}/calls`]: { status: 201, body: lead([task()]) } });
    renderAdmin(<LogCall url={URL} />, { me: AGENT });
    fireEvent.click(screen.getByLabelText("Call back later (not a reply yet)"));
    fireEvent.click(screen.getByRole("button", { name: "Log the call" }));
    expect(screen.getByText("Say when to call back.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Call back on"), { target: { value: "2026-12-01" } });
    fireEvent.change(screen.getByLabelText("Call back at (office time)"), { target: { value: "16:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Log the call" }));
    expect(await screen.findByText("Call logged.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      result: "call_back",
      outcome: "",
      call_back_at: "2026-12-01T16:00",
    });
  });

  it("a wrong number needs no more", async () => {
    const { calls } = fakeApi({ [`POST ${URL}/calls`]: { status: 201, body: lead([]) } });
    renderAdmin(<LogCall url={URL} />, { me: AGENT });
    fireEvent.click(screen.getByLabelText("Wrong number"));
    fireEvent.click(screen.getByRole("button", { name: "Log the call" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ result: "wrong_number", outcome: "" });
  });
});

describe("my day", () => {
  it("lists my tasks due today and late, each linking to its lead", async () => {
    fakeApi({ "GET /api/admin/tasks/my-day": { body: { tasks: [task({ overdue: true })] } } });
    renderAdmin(<MyDayPage />, { me: AGENT });
    const link = await screen.findByRole("link", { name: "Omar Haddad" });
    expect(link.getAttribute("href")).toBe("/admin/leads/12");
    expect(screen.getByText("Overdue")).toBeTruthy();
    expect(screen.getByText("Call after 4 pm")).toBeTruthy();
  });
});
