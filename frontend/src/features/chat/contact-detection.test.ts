import { describe, expect, it } from "vitest";
import { detectContact, isDecline } from "./contact-detection";

describe("contact details in a chat message", () => {
  it.each([
    // a name is two words of Latin or Arabic letters (docs/product.md#contact-details-in-the-chat)
    ["Ahmed Khan", { name: "Ahmed Khan" }],
    ["محمد علي", { name: "محمد علي" }],
    ["José Müller", { name: "José Müller" }],
    ["My name is Sara Ahmed", { name: "Sara Ahmed" }],
    ["I'm Sara Ahmed", { name: "Sara Ahmed" }],
    ["اسمي سارة أحمد", { name: "سارة أحمد" }],
    // a phone is 8+ digits, spaces, hyphens and parentheses with an optional leading plus
    ["+974 5512 3456", { phone: "+974 5512 3456" }],
    ["(555) 123-4567", { phone: "(555) 123-4567" }],
    ["55123456", { phone: "55123456" }],
    ["5512-3456", { phone: "5512-3456" }],
    ["+1 (555) 123 4567", { phone: "+1 (555) 123 4567" }],
    ["٥٥١٢٣٤٥٦", { phone: "55123456" }], // Arabic-Indic digits
    ["my number is 55123456", { phone: "55123456" }],
    // either one is enough; both are taken when both are there
    ["Ahmed Khan 5512 3456", { name: "Ahmed Khan", phone: "5512 3456" }],
    ["Ahmed Khan, +974 5512 3456", { name: "Ahmed Khan", phone: "+974 5512 3456" }],
    ["اسمي سارة أحمد ورقمي 55123456", { name: "سارة أحمد", phone: "55123456" }],
    ["call me on 5512 3456?", { phone: "5512 3456" }],
  ])("accepts %s", (message, expected) => {
    expect(detectContact(message)).toEqual(expected);
  });

  it.each([
    "Ahmed", // one word
    "سارة",
    "1234567", // 7 characters
    "call 1234567", // 7 after the space around the run is left out
    "+974", // too short
    "12-34-56-", // 8 characters but 6 digits
    "--------",
    "no",
    "my name is",
    "  ",
    "اسمي",
    "what about Australia?", // a question, not a name
    "كم تستغرق الفيزا؟",
    "hmm",
  ])("rejects %s", (message) => {
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
