import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, Toaster } from "../../../components/ui/toast";
import { service, site, text } from "../../../testing/fixtures";
import { renderAt } from "../../../testing/render";
import { ContactForm } from "./ContactForm";

type Answer = { status: number; body: string };

/** Stubs fetch: /api/contact answers `answer` once `release()` is called (at once unless `held`). */
function stubContact(answer: Answer, held = false) {
  const bodies: Record<string, unknown>[] = [];
  let release: () => void = () => undefined;
  const gate = held
    ? new Promise<void>((resolve) => {
        release = resolve;
      })
    : Promise.resolve();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url !== "/api/contact") return new Response("{}", { status: 200 });
    bodies.push(JSON.parse(String(init?.body ?? "{}")));
    await gate;
    return new Response(answer.body, {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { bodies, release: () => release() };
}

/** The content's published services, as every page's data carries them (GET /api/services). */
const SERVICES = [
  service(1, "study", text("Student visas", "تأشيرات الدراسة")),
  service(2, "citizenship", text("Citizenship", "الجنسية")),
];

function renderForm(path = "/contact", services = SERVICES) {
  return renderAt(
    <>
      <ContactForm />
      <Toaster />
    </>,
    { path, data: { "/api/services": services, "/api/site": site } },
  );
}

const labels = {
  en: {
    first: "First name",
    last: "Last name",
    email: "E-mail address",
    phone: "Phone number",
    country: "Country of interest",
    service: "Service of interest",
    message: "Message (optional)",
    submit: "Send message",
  },
  ar: {
    first: "الاسم الأول",
    last: "اسم العائلة",
    email: "البريد الإلكتروني",
    phone: "رقم الهاتف",
    country: "الدولة التي تهمّك",
    service: "الخدمة المطلوبة",
    message: "رسالتك (اختياري)",
    submit: "إرسال الرسالة",
  },
};

function fill(lang: "en" | "ar", first = "Sara", last = "Haddad") {
  const l = labels[lang];
  const set = (name: string, value: string) =>
    fireEvent.change(screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, "\\$&")}`)), {
      target: { value },
    });
  set(l.first, first);
  set(l.last, last);
  set(l.email, "sara@example.com");
  set(l.phone, "+974 5512 3456");
  set(l.country, "canada");
  set(l.service, "study");
  set(l.message, "We would like to study in Toronto.");
  fireEvent.click(screen.getByRole("checkbox"));
}

const submit = (lang: "en" | "ar") =>
  fireEvent.click(screen.getByRole("button", { name: labels[lang].submit }));

// The visitor took their time: every reading of the clock is 5 s later than the last (the form
// waits out the minimum fill time before sending when it was filled faster; tested below).
let clock = 0;
beforeEach(() => {
  vi.spyOn(Date, "now").mockImplementation(() => {
    clock += 5000;
    return clock;
  });
});

afterEach(() => {
  act(() => clearToasts());
  vi.restoreAllMocks();
});

// The form loads its rules when it first checks its fields (lib/lazy-resolver.ts): loaded ahead here, as
// focusing the form does in the browser, so the first check is not slowed by the test runner compiling Zod.
beforeAll(() => import("../resolver"));

describe("contact form", () => {
  it("shows inline errors in English and focuses the first invalid field", async () => {
    const { bodies } = stubContact({ status: 201, body: '{"id":1}' });
    renderForm();
    submit("en");
    expect(await screen.findByText("Enter your first name.")).toBeTruthy();
    expect(screen.getByText("Enter your last name.")).toBeTruthy();
    expect(screen.getByText("Enter your e-mail address.")).toBeTruthy();
    expect(screen.getByText("Enter your phone number.")).toBeTruthy();
    expect(screen.getByText("Choose the country you are interested in.")).toBeTruthy();
    expect(screen.getByText("Choose the service you are interested in.")).toBeTruthy();
    expect(screen.getByText("Please agree to the privacy policy so we can contact you.")).toBeTruthy();
    const first = screen.getByLabelText(/^First name/);
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute("aria-invalid")).toBe("true");
    const errorId = first.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe("Enter your first name.");
    expect(bodies).toHaveLength(0);
  });

  it("shows inline errors in Arabic, checks the rules and focuses the first invalid field", async () => {
    stubContact({ status: 201, body: '{"id":1}' });
    renderForm("/ar/book");
    fill("ar", "محمد", "R2D2");
    fireEvent.change(screen.getByLabelText(/^البريد الإلكتروني/), { target: { value: "sara@" } });
    fireEvent.change(screen.getByLabelText(/^رقم الهاتف/), { target: { value: "1234" } });
    submit("ar");
    expect(await screen.findByText("استخدم الحروف والمسافات والشرطات والفواصل العليا فقط.")).toBeTruthy();
    expect(screen.getByText("أدخل بريدًا إلكترونيًا صحيحًا، مثل: name@example.com")).toBeTruthy();
    expect(screen.getByText("أدخل رقم هاتف صحيحًا، مثل: \u2066+974 0123 4567\u2069")).toBeTruthy();
    expect(screen.queryByText("أدخل اسمك الأول.")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^اسم العائلة/)));
  });

  it("lets autofill fill the visitor's own details but not the country they want to go to", () => {
    renderForm("/ar/contact");
    const autocomplete = (label: string) =>
      screen.getByLabelText(label, { exact: false }).getAttribute("autocomplete");
    expect(autocomplete(labels.ar.first)).toBe("given-name");
    expect(autocomplete(labels.ar.email)).toBe("email");
    expect(autocomplete(labels.ar.country)).toBe("off");
  });

  it("links the consent to the localized privacy policy and counts the message's characters", () => {
    renderForm("/ar/contact");
    expect(screen.getByRole("link", { name: "سياسة الخصوصية" }).getAttribute("href")).toBe(
      "/ar/privacy-policy",
    );
    fireEvent.change(screen.getByLabelText(/^رسالتك/), { target: { value: "مرحبًا" } });
    expect(screen.getByTestId("message-counter").textContent).toBe("6 / 5000 حرف");
  });

  it("says Sending... while the message is on its way, then resets the form and shows the success toast", async () => {
    const { bodies, release } = stubContact({ status: 201, body: '{"id":7}' }, true);
    renderForm("/contact?utm_source=google&utm_campaign=spring&ref=x");
    fill("en");
    submit("en");
    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      first_name: "Sara",
      last_name: "Haddad",
      email: "sara@example.com",
      phone: "+974 5512 3456",
      country: "canada",
      service: "study",
      message: "We would like to study in Toronto.",
      consent: true,
      language: "en",
      utm: { utm_source: "google", utm_campaign: "spring" },
      website: "",
    });
    expect(typeof bodies[0].elapsed_ms).toBe("number");
    expect(typeof bodies[0].page_url).toBe("string");
    expect(typeof bodies[0].referrer).toBe("string");
    await act(async () => release());
    expect(
      (await screen.findAllByText("Message sent successfully!", {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText("We'll get back to you within 24 hours.").length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
  });

  it("sends the chat's conversation in this browser, so the lead arrives with it, and none without a chat", async () => {
    const { bodies } = stubContact({ status: 201, body: '{"id":7}' });
    window.localStorage.setItem("chat.conversationId", "5f0c8a8e-9d1b-4e7a-8f59-3c2a1b0d9e77");
    renderForm();
    fill("en");
    submit("en");
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].visitor).toBe("5f0c8a8e-9d1b-4e7a-8f59-3c2a1b0d9e77");
    window.localStorage.clear();
    await screen.findAllByText("Message sent successfully!", {}, { timeout: 5000 });
    fill("en");
    submit("en");
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1].visitor).toBe("");
  });

  it("shows the Arabic sending text and success toast", async () => {
    const { bodies, release } = stubContact({ status: 201, body: '{"id":8}' }, true);
    renderForm("/ar/book");
    fill("ar", "مُحَمَّد", "عبد الله");
    submit("ar");
    expect(await screen.findByRole("button", { name: "جارٍ الإرسال..." })).toBeTruthy();
    expect(bodies[0]).toMatchObject({ first_name: "مُحَمَّد", last_name: "عبد الله", language: "ar" });
    await act(async () => release());
    expect(
      (await screen.findAllByText("تم إرسال رسالتك بنجاح!", {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText("سنتواصل معك خلال 24 ساعة.").length).toBeGreaterThan(0);
  });

  it("shows the error toast and keeps what was typed when sending fails", async () => {
    stubContact({ status: 500, body: "boom" });
    renderForm();
    fill("en");
    submit("en");
    expect((await screen.findAllByText("Error sending message")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Please try again later or contact us directly.").length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe("Sara");
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
  });

  it("shows the server's field errors in the page's language and focuses the first", async () => {
    const body = JSON.stringify({
      error: {
        code: "validation_error",
        message: "Some fields are invalid.",
        fields: { phone: "Enter a valid phone number, e.g. +974 0123 4567.", unknown: "x" },
      },
    });
    stubContact({ status: 422, body });
    renderForm("/ar/contact");
    fill("ar");
    submit("ar");
    expect((await screen.findAllByText("تعذّر إرسال الرسالة")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("يُرجى المحاولة لاحقًا أو التواصل معنا مباشرة.").length).toBeGreaterThan(0);
    expect(await screen.findByText("أدخل رقم هاتف صحيحًا، مثل: \u2066+974 0123 4567\u2069")).toBeTruthy();
    const phone = screen.getByLabelText(/^رقم الهاتف/);
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(phone));
  });

  it("waits out the minimum fill time before sending a form filled very fast, saying Sending... meanwhile", async () => {
    vi.mocked(Date.now).mockImplementation(() => 1_000_000);
    const { bodies } = stubContact({ status: 201, body: '{"id":9}' });
    renderForm();
    fill("en");
    submit("en");
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeTruthy();
    expect(bodies).toHaveLength(0);
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 4000 });
    expect(bodies[0].elapsed_ms).toBe(2500);
    expect(
      (await screen.findAllByText("Message sent successfully!", {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  });

  it("accepts a phone typed with Arabic-Indic digits", async () => {
    const { bodies } = stubContact({ status: 201, body: '{"id":10}' });
    renderForm("/ar/contact");
    fill("ar");
    fireEvent.change(screen.getByLabelText(/^رقم الهاتف/), { target: { value: "+٩٧٤ ٥٥١٢ ٣٤٥٦" } });
    submit("ar");
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].phone).toBe("+974 5512 3456");
  });

  it("offers the content's services by their titles in the page's language, a new or renamed one too", () => {
    const options = (label: string) =>
      [...(screen.getByLabelText(new RegExp(`^${label}`)) as HTMLSelectElement).options].map((o) => [
        o.value,
        o.text,
      ]);
    const renamed = [
      service(1, "study", text("Study abroad", "الدراسة في الخارج")),
      ...SERVICES.slice(1),
      service(3, "travel", text("Visit & travel visas", "تأشيرات الزيارة والسفر")),
    ];
    const { unmount } = renderForm("/contact", renamed);
    expect(options(labels.en.service)).toEqual([
      ["", "Select a service"],
      ["study", "Study abroad"],
      ["citizenship", "Citizenship"],
      ["travel", "Visit & travel visas"],
    ]);
    unmount();
    renderForm("/ar/contact", renamed);
    expect(options(labels.ar.service).slice(1)).toEqual([
      ["study", "الدراسة في الخارج"],
      ["citizenship", "الجنسية"],
      ["travel", "تأشيرات الزيارة والسفر"],
    ]);
  });
});
