import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./FormField";

describe("a contact form field", () => {
  it("labels its control, and points it at the hint and then the error", () => {
    render(
      <FormField
        id="f-phone"
        label="Phone number"
        hint="With the country code."
        error="Enter a phone."
        required
      >
        {(control) => <input type="tel" {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/^Phone number/);
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("f-phone-hint f-phone-error");
    expect(document.getElementById("f-phone-hint")?.textContent).toBe("With the country code.");
    expect(document.getElementById("f-phone-error")?.textContent).toBe("Enter a phone.");
  });

  it("leaves an optional, valid control without a star or any invalid state", () => {
    const { container } = render(
      <FormField id="f-message" label="Message" notes={["f-message-counter"]}>
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const box = screen.getByLabelText("Message");
    expect(box.getAttribute("aria-required")).toBeNull();
    expect(box.getAttribute("aria-invalid")).toBeNull();
    expect(box.getAttribute("aria-describedby")).toBe("f-message-counter");
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
