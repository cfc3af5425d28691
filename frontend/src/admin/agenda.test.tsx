import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AgendaPage } from "./pages/AgendaPage";
import { addDays, todayInDoha, weekStart } from "./pages/agenda/days";
import { type Call, fakeApi, renderAdmin, setCookie } from "./testing/fake-api";
import type { Agenda, Meeting } from "./types";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => vi.unstubAllGlobals());

const today = todayInDoha();
const SARA = { id: 1, user_id: 10, name: "Sara Ali", active: true };
const KHALID = { id: 2, user_id: 11, name: "Khalid Noor", active: true };
const TYPE = { id: 5, slug: "phone", name: "Free consultation", mode: "phone", duration_minutes: 30 };

function meeting(id: number, name: string, consultant: typeof SARA, hour: string): Meeting {
  return {
    id,
    lead: { id: 100 + id, name, phone: "+97455123456", email: "", service: "", service_label: "" },
    meeting_type: TYPE,
    consultant,
    start: `${today}T${hour}:00:00+03:00`,
    end: `${today}T${hour}:30:00+03:00`,
    status: "confirmed",
    created_by: null,
    created_at: `${today}T06:00:00+03:00`,
    video_link: "",
    note: "",
  };
}
const MEETINGS = [meeting(1, "Mariam Al-Sayed", SARA, "09"), meeting(2, "Omar Haddad", KHALID, "11")];

function agenda(call: Call) {
  const consultant = new URL(call.url, "http://x").searchParams.get("consultant");
  const body: Agenda = {
    first_day: weekStart(today),
    last_day: addDays(weekStart(today), 6),
    time_zone: "Asia/Qatar",
    meetings: MEETINGS.filter((m) => !consultant || String(m.consultant.id) === consultant),
    consultants: [SARA, KHALID],
    meeting_types: [TYPE],
  };
  return { body };
}

describe("agenda", () => {
  it("shows the week from Sunday with each meeting's time, lead and consultant", async () => {
    const { calls } = fakeApi({ "GET /api/admin/booking/agenda": agenda });
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    const item = await screen.findByRole("listitem", { name: /09:00–09:30 Mariam Al-Sayed/ });
    expect(within(item).getByRole("link", { name: "Mariam Al-Sayed" }).getAttribute("href")).toBe(
      "/admin/leads/101",
    );
    expect(item.textContent).toContain("with Sara Ali");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(7);
    const asked = new URL(calls[0].url, "http://x").searchParams;
    expect(asked.get("from")).toBe(weekStart(today));
    expect(asked.get("to")).toBe(addDays(weekStart(today), 6));
    expect(new Date(`${asked.get("from")}T12:00:00Z`).getUTCDay()).toBe(0);
  });

  it("links a video meeting's own room only when the server gives it (a meeting still to come)", async () => {
    const room = "https://meet.example/7Hq2xYk9Lm3Pz8Rt4Vw1";
    fakeApi({
      "GET /api/admin/booking/agenda": () => ({
        body: {
          first_day: weekStart(today),
          last_day: addDays(weekStart(today), 6),
          time_zone: "Asia/Qatar",
          meetings: [
            { ...MEETINGS[0], video_link: room },
            { ...MEETINGS[1], status: "cancelled" },
          ],
          consultants: [SARA, KHALID],
          meeting_types: [TYPE],
        } satisfies Agenda,
      }),
    });
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    const live = await screen.findByRole("listitem", { name: /Mariam Al-Sayed/ });
    const join = within(live).getByRole("link", { name: "Join the video call" });
    expect(join.getAttribute("href")).toBe(room);
    expect(join.getAttribute("rel")).toBe("noopener noreferrer");
    const cancelled = screen.getByRole("listitem", { name: /Omar Haddad/ });
    expect(within(cancelled).queryByRole("link", { name: "Join the video call" })).toBeNull();
  });

  it("filters by consultant through the address", async () => {
    const { calls } = fakeApi({ "GET /api/admin/booking/agenda": agenda });
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    await screen.findByText("Omar Haddad");
    fireEvent.change(screen.getByLabelText("Consultant"), { target: { value: "1" } });
    await waitFor(() => expect(screen.queryByText("Omar Haddad")).toBeNull());
    expect(screen.getByText("Mariam Al-Sayed")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/admin/agenda?consultant=1");
    expect(calls.at(-1)?.url).toContain("consultant=1");
  });

  it("moves between weeks and shows a single day", async () => {
    const { calls } = fakeApi({ "GET /api/admin/booking/agenda": agenda });
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    await screen.findByText("Omar Haddad");
    fireEvent.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain(`from=${addDays(weekStart(today), 7)}`));
    fireEvent.click(screen.getByRole("button", { name: "Day" }));
    fireEvent.click(screen.getByRole("button", { name: "Today" }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain(`from=${today}&to=${today}`));
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(1);
  });

  it("cancels a meeting only after confirming, through the API", async () => {
    const { calls } = fakeApi({
      "GET /api/admin/booking/agenda": agenda,
      "POST /api/admin/booking/bookings/1/cancel": { body: { ...MEETINGS[0], status: "cancelled" } },
    });
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    const item = await screen.findByRole("listitem", { name: /Mariam Al-Sayed/ });
    fireEvent.click(within(item).getByRole("button", { name: "Cancel meeting" }));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(item).getByRole("button", { name: "Yes, cancel it" }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/admin/booking/bookings/1/cancel")).toBe(true),
    );
    const cancel = calls.find((c) => c.method === "POST");
    expect(cancel?.headers["X-CSRFToken"]).toBe("tok");
  });

  it("tells a failed cancel inside the confirmation, which stays open", async () => {
    fakeApi({
      "GET /api/admin/booking/agenda": agenda,
      "POST /api/admin/booking/bookings/1/cancel": {
        status: 409,
        body: { error: { code: "not_confirmed", message: "This meeting is no longer confirmed." } },
      },
    });
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    const item = await screen.findByRole("listitem", { name: /Mariam Al-Sayed/ });
    fireEvent.click(within(item).getByRole("button", { name: "Cancel meeting" }));
    fireEvent.click(within(item).getByRole("button", { name: "Yes, cancel it" }));
    const dialog = within(item).getByRole("alertdialog");
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "This meeting is no longer confirmed.",
    );
    expect(within(item).getAllByRole("alert")).toHaveLength(1);
  });

  it("offers a no-show only once the meeting has started, and asks first", async () => {
    // Only the clock is fixed (timers run): Omar's meeting starts at 11:00 Doha time today.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${today}T10:50:00+03:00`));
    const { calls } = fakeApi({
      "GET /api/admin/booking/agenda": agenda,
      "POST /api/admin/booking/bookings/2/outcome": { body: { ...MEETINGS[1], status: "no_show" } },
    });
    const { unmount } = renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    let item = await screen.findByRole("listitem", { name: /Omar Haddad/ });
    expect(within(item).queryByRole("button", { name: "Mark no-show" })).toBeNull();
    unmount();

    vi.setSystemTime(new Date(`${today}T11:10:00+03:00`));
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    item = await screen.findByRole("listitem", { name: /Omar Haddad/ });
    fireEvent.click(within(item).getByRole("button", { name: "Mark no-show" }));
    expect(calls.some((c) => c.method === "POST")).toBe(false); // not before it is confirmed
    const confirm = within(item).getByRole("alertdialog", { name: /Record that Omar Haddad did not come/ });
    fireEvent.click(within(confirm).getByRole("button", { name: "Yes, they did not come" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ status: "no_show" }));
    vi.useRealTimers();
  });

  it("undoes a recorded no-show", async () => {
    const missed = { ...MEETINGS[1], status: "no_show" as const };
    const { calls } = fakeApi({
      "GET /api/admin/booking/agenda": (call) => ({ body: { ...agenda(call).body, meetings: [missed] } }),
      "POST /api/admin/booking/bookings/2/outcome/undo": { body: MEETINGS[1] },
    });
    renderAdmin(<AgendaPage />, { path: "/admin/agenda" });
    const item = await screen.findByRole("listitem", { name: /Omar Haddad/ });
    fireEvent.click(within(item).getByRole("button", { name: 'Undo "No-show"' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/bookings/2/outcome/undo"))).toBe(true));
  });
});
