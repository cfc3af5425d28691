import { describe, expect, it } from "vitest";
import { detectContact, isDecline } from "./contact-detection";

describe("contact details in a chat message", () => {
  it.each([
    ["Ahmed Khan", { name: "Ahmed Khan" }],
    ["محمد علي", { name: "محمد علي" }],
    ["+974 5512 3456", { phone: "+974 5512 3456" }],
    ["(555) 123-4567", { phone: "(555) 123-4567" }],
    ["55123456", { phone: "55123456" }],
    ["Ahmed Khan 5512 3456", { name: "Ahmed Khan", phone: "5512 3456" }],
    ["اسمي سارة أحمد ورقمي 55123456", { name: "سارة أحمد", phone: "55123456" }],
    ["My name is Sara Ahmed", { name: "Sara Ahmed" }],
  ])("accepts %s", (message, expected) => {
    expect(detectContact(message)).toEqual(expected);
  });

  it.each(["Ahmed", "1234567", "no", "my name is", "  ", "+974", "اسمي"])("rejects %s", (message) => {
    expect(detectContact(message)).toBeNull();
  });
});

describe("declining to share details", () => {
  it.each(["no thanks", "No.", "لا شكرًا", "مو الحين", "not now"])("%s is a decline", (message) => {
    expect(isDecline(message)).toBe(true);
  });
  it.each(["Ahmed Khan", "no my name is Ali Hassan"])("%s is not", (message) => {
    expect(isDecline(message)).toBe(false);
  });
});
