import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError, createQueryClient } from "../../lib/api-client";
import type { ServiceDetailOut } from "../../lib/api-types";
import { service, text } from "../../testing/fixtures";
import { renderAt } from "../../testing/render";
import ServicePage from "./ServicePage";
import ServicesPage from "./ServicesPage";

const LIST = [
  service(1, "study", text("Student visas", "تأشيرات الدراسة")),
  service(2, "investment", text("Investment visas", "تأشيرات الاستثمار")),
];

describe("services list", () => {
  it("lists every service with a link to its page (invest for investment)", () => {
    renderAt(<ServicesPage />, { path: "/services", data: { "/api/services": LIST } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Our services");
    expect(screen.getByRole("link", { name: "Learn more about Investment visas" }).getAttribute("href")).toBe(
      "/services/invest",
    );
  });

  it("reads Arabic and keeps the /ar prefix; says so when there are none", () => {
    renderAt(<ServicesPage />, { path: "/ar/services", data: { "/api/services": LIST } });
    expect(screen.getByRole("link", { name: "اعرف المزيد عن تأشيرات الدراسة" }).getAttribute("href")).toBe(
      "/ar/services/study",
    );
    renderAt(<ServicesPage />, { path: "/services", data: { "/api/services": [] } });
    expect(screen.getByText(/Our services will be listed here soon/)).toBeTruthy();
  });
});

describe("service page", () => {
  // Key points in the content make a dedicated page: they, and its icon's illustration.
  const detail: ServiceDetailOut = {
    ...LIST[0],
    body: { en: "<h2>Who it is for</h2>", ar: "<h2>لمن هذه الخدمة</h2>" },
    highlights: {
      en: ["Admission and visa in one plan", "Statement of purpose reviewed", "Funds shown the right way"],
      ar: ["القبول والتأشيرة في خطة واحدة", "مراجعة خطاب الغرض من الدراسة", "عرض الأموال بالطريقة الصحيحة"],
    },
  };

  it("shows a dedicated service with its key points, body and other services", () => {
    renderAt(<ServicePage />, {
      path: "/ar/services/study",
      data: { "/api/services/study": detail, "/api/services": LIST },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("تأشيرات الدراسة");
    expect(screen.getByText("القبول والتأشيرة في خطة واحدة")).toBeTruthy();
    expect(screen.getByText("عرض الأموال بالطريقة الصحيحة")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "لمن هذه الخدمة" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "تأشيرات الاستثمار" }).getAttribute("href")).toBe(
      "/ar/services/invest",
    );
  });

  it("shows the generic page, with its icon and no key points, for a service without any", () => {
    const plain = { ...detail, highlights: { en: [], ar: [] } };
    renderAt(<ServicePage />, {
      path: "/services/study",
      data: { "/api/services/study": plain, "/api/services": LIST },
    });
    expect(screen.queryByText("Admission and visa in one plan")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).parentElement?.querySelector("ul")).toBeNull();
  });

  it("shows the not-found page for an unknown slug", async () => {
    // The API answers an unknown slug with 404; the page fetches it on mount and turns into the 404 page.
    const client = createQueryClient();
    client.setQueryDefaults(["/api/services/nope"], {
      queryFn: () => Promise.reject(new ApiError(404, '404: {"error":{}}')),
    });
    renderAt(<ServicePage />, { path: "/services/nope", client });
    expect(await screen.findByText("404")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("We couldn't find that page");
  });
});
