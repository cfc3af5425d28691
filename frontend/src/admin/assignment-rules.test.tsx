// The assignment rules screen (admins): rules listed in order with their criteria named, added with agents
// picked from the list, moved up and down by buttons, deleted after a confirmation, the server's field
// errors shown under their field; and the nav's "Assigned to me" entry.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AssignmentRuleIO } from "../lib/api-types";
import { Layout } from "./components/Layout";
import { setAdminLanguage } from "./i18n";
import { AssignmentRulesPage } from "./pages/AssignmentRulesPage";
import { ADMIN, AGENT, fakeApi, renderAdmin, setCookie } from "./testing/fake-api";

beforeEach(() => setCookie("csrftoken", "tok"));
afterEach(() => {
  vi.unstubAllGlobals();
  setAdminLanguage("en");
});

const RULES = "/api/admin/assignment-rules";
const CHOICES = {
  status: [],
  source: [
    { key: "contact", label: "Contact form" },
    { key: "chat", label: "Chat assistant" },
  ],
  service: [{ key: "study", label: "Student visas" }],
  country: [{ key: "canada", label: "Canada" }],
  lost_reason: [],
};
const STAFF = [
  { id: 2, name: "Ali Agent", email: "ali@example.com", role: "agent" },
  { id: 5, name: "Sara Agent", email: "sara@example.com", role: "agent" },
];
const FIRST: AssignmentRuleIO = {
  id: 11,
  position: 0,
  active: true,
  service: "study",
  country: "canada",
  language: "",
  source: "",
  agent_ids: [2, 5],
};
const SECOND: AssignmentRuleIO = { ...FIRST, id: 12, position: 1, service: "", country: "", agent_ids: [5] };

function api(more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${RULES}`]: { body: [FIRST, SECOND] },
    "GET /api/admin/leads/choices": { body: CHOICES },
    "GET /api/admin/staff": { body: STAFF },
    ...more,
  });
}

describe("assignment rules screen", () => {
  it("lists the rules in order with their criteria and agents by name", async () => {
    api();
    renderAdmin(<AssignmentRulesPage />, { path: "/admin/leads/assignment" });
    const first = await screen.findByRole("article", { name: "Rule 1" });
    expect(within(first).getByText("Student visas")).toBeTruthy();
    expect(within(first).getByText("Canada")).toBeTruthy();
    expect(within(first).getByText("Ali Agent, Sara Agent")).toBeTruthy();
    const second = screen.getByRole("article", { name: "Rule 2" });
    expect(within(second).getAllByText("Any")).toHaveLength(4);
    expect(
      (within(first).getByRole("button", { name: "Move rule 1 up" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(second).getByRole("button", { name: "Move rule 2 down" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("adds a rule with agents chosen from the list", async () => {
    const { calls } = api({ [`POST ${RULES}`]: { status: 201, body: { ...FIRST, id: 13 } } });
    renderAdmin(<AssignmentRulesPage />, { path: "/admin/leads/assignment" });
    fireEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const form = screen.getByRole("form", { name: "New rule" });
    fireEvent.change(within(form).getByLabelText("Source"), { target: { value: "chat" } });
    fireEvent.change(within(form).getByLabelText("Language"), { target: { value: "ar" } });
    fireEvent.click(within(form).getByLabelText("Sara Agent"));
    fireEvent.click(within(form).getByRole("button", { name: "Add a rule" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      position: 2,
      active: true,
      service: "",
      country: "",
      language: "ar",
      source: "chat",
      agent_ids: [5],
    });
  });

  it("shows the server's refusal under the agents", async () => {
    api({
      [`POST ${RULES}`]: {
        status: 422,
        body: {
          error: {
            code: "validation_error",
            message: "Some fields are invalid.",
            fields: { agent_ids: "Choose at least one agent." },
          },
        },
      },
    });
    renderAdmin(<AssignmentRulesPage />, { path: "/admin/leads/assignment" });
    fireEvent.click(await screen.findByRole("button", { name: "Add a rule" }));
    const form = screen.getByRole("form", { name: "New rule" });
    fireEvent.click(within(form).getByRole("button", { name: "Add a rule" }));
    expect(await within(form).findByText("Choose at least one agent.")).toBeTruthy();
  });

  it("moves a rule down with a button, sending the new order", async () => {
    const { calls } = api({ [`PUT ${RULES}/order`]: { body: [SECOND, FIRST] } });
    renderAdmin(<AssignmentRulesPage />, { path: "/admin/leads/assignment" });
    fireEvent.click(await screen.findByRole("button", { name: "Move rule 1 down" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ ids: [12, 11] }));
    const first = await screen.findByRole("article", { name: "Rule 1" });
    await waitFor(() => expect(within(first).getByText("Sara Agent")).toBeTruthy());
  });

  it("switches a rule off with a button (sending only the switch) and shows it as off", async () => {
    const { calls } = api({ [`PATCH ${RULES}/11`]: { body: { ...FIRST, active: false } } });
    renderAdmin(<AssignmentRulesPage />, { path: "/admin/leads/assignment" });
    const first = await screen.findByRole("article", { name: "Rule 1" });
    expect(within(first).getByText("On")).toBeTruthy();
    fireEvent.click(within(first).getByRole("button", { name: "Switch rule 1 off" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ active: false }));
  });

  it("shows a rule that is off as off, with a button to switch it on, in Arabic too", async () => {
    api({ [`GET ${RULES}`]: { body: [{ ...FIRST, active: false }, SECOND] } });
    setAdminLanguage("ar");
    renderAdmin(<AssignmentRulesPage />, { path: "/admin/leads/assignment" });
    const first = await screen.findByRole("article", { name: "القاعدة 1" });
    expect(within(first).getByText("موقوفة")).toBeTruthy();
    expect(within(first).getByRole("button", { name: "تفعيل القاعدة 1" })).toBeTruthy();
    const second = screen.getByRole("article", { name: "القاعدة 2" });
    expect(within(second).getByText("مفعّلة")).toBeTruthy();
  });

  it("deletes a rule after a confirmation", async () => {
    const { calls } = api({ [`DELETE ${RULES}/12`]: { status: 204 } });
    renderAdmin(<AssignmentRulesPage />, { path: "/admin/leads/assignment" });
    const second = await screen.findByRole("article", { name: "Rule 2" });
    fireEvent.click(within(second).getByRole("button", { name: "Delete" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(second).getByRole("button", { name: "Delete the rule" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE" && c.url.endsWith("/12"))).toBe(true));
  });
});

describe("nav", () => {
  it("offers agents 'Assigned to me', current only on that view, and the rules to admins only", () => {
    fakeApi({});
    renderAdmin(
      <Layout>
        <p>x</p>
      </Layout>,
      { path: "/admin/leads?view=mine", me: AGENT },
    );
    const nav = screen.getByRole("navigation", { name: "Admin" });
    const mine = within(nav).getByRole("link", { name: "Assigned to me" });
    expect(mine.getAttribute("href")).toBe("/admin/leads?view=mine");
    expect(mine.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Leads" }).getAttribute("aria-current")).not.toBe("page");
    expect(within(nav).queryByRole("link", { name: "Assignment rules" })).toBeNull();
  });

  it("shows admins the rules", () => {
    fakeApi({});
    renderAdmin(
      <Layout>
        <p>x</p>
      </Layout>,
      { path: "/admin/leads", me: ADMIN },
    );
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: "Assignment rules" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Assigned to me" }).getAttribute("aria-current")).not.toBe(
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Leads" }).getAttribute("aria-current")).toBe("page");
  });
});
