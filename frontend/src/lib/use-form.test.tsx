import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { type CheckResult, useForm } from "./use-form";

type Values = { name: string; topic: string; agree: boolean };
const EMPTY: Values = { name: "", topic: "", agree: false };

async function check(values: Values): Promise<CheckResult<keyof Values, Values>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) errors.name = "nameRequired";
  if (!values.topic) errors.topic = "topicRequired";
  if (!values.agree) errors.agree = "agreeRequired";
  return Object.keys(errors).length ? { errors } : { values: { ...values, name: values.name.trim() } };
}

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, reset, setError, errors, watched } = useForm<Values, Values>({
    defaultValues: EMPTY,
    check,
    watch: ["name"],
  });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <input aria-label="Name" {...register("name")} />
      <select aria-label="Topic" {...register("topic")}>
        <option value="" disabled>
          Choose
        </option>
        <option value="visa">Visa</option>
        <option value="work">Work</option>
      </select>
      <input type="checkbox" aria-label="Agree" {...register("agree")} />
      <p data-testid="errors">{Object.values(errors).join(",")}</p>
      <p data-testid="count">{String(watched.name).length}</p>
      <button type="submit">Send</button>
      <button type="button" onClick={() => reset(EMPTY)}>
        Reset
      </button>
      <button type="button" onClick={() => setError("name", "serverSaysNo")}>
        Server
      </button>
    </form>
  );
}

const errorsShown = () => screen.getByTestId("errors").textContent;

describe("useForm", () => {
  it("starts with the defaults (a select's placeholder chosen) and checks nothing before the first submit", () => {
    render(<Form onValid={vi.fn()} />);
    expect((screen.getByLabelText("Topic") as HTMLSelectElement).value).toBe("");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sara" } });
    expect(screen.getByTestId("count").textContent).toBe("4");
    expect(errorsShown()).toBe("");
  });

  it("shows every message on submit, then updates a field's own message as it changes", async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByText("Send"));
    await waitFor(() => expect(errorsShown()).toBe("nameRequired,topicRequired,agreeRequired"));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: " Sara " } });
    await waitFor(() => expect(errorsShown()).toBe("topicRequired,agreeRequired"));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "" } });
    await waitFor(() => expect(errorsShown()).toBe("topicRequired,agreeRequired,nameRequired"));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: " Sara " } });
    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "visa" } });
    fireEvent.click(screen.getByLabelText("Agree"));
    await waitFor(() => expect(errorsShown()).toBe(""));
    fireEvent.click(screen.getByText("Send"));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "Sara", topic: "visa", agree: true }));
  });

  it("shows a message set from outside until the field changes, and reset empties the fields", async () => {
    render(<Form onValid={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sara" } });
    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "visa" } });
    fireEvent.click(screen.getByLabelText("Agree"));
    fireEvent.click(screen.getByText("Send"));
    fireEvent.click(screen.getByText("Server"));
    await waitFor(() => expect(errorsShown()).toBe("serverSaysNo"));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sarah" } });
    await waitFor(() => expect(errorsShown()).toBe(""));
    act(() => fireEvent.click(screen.getByText("Reset")));
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Topic") as HTMLSelectElement).value).toBe("");
    expect((screen.getByLabelText("Agree") as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId("count").textContent).toBe("0");
  });

  it("keeps what the visitor typed, chose and ticked in the server's markup before it hydrated", async () => {
    const onValid = vi.fn();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form onValid={onValid} />);
    document.body.append(container);
    const name = container.querySelector<HTMLInputElement>("[aria-label=Name]");
    const topic = container.querySelector<HTMLSelectElement>("[aria-label=Topic]");
    const agree = container.querySelector<HTMLInputElement>("[aria-label=Agree]");
    if (!name || !topic || !agree) throw new Error("the form was not rendered");
    name.value = "Sara";
    topic.value = "work";
    agree.checked = true;
    await act(async () => {
      hydrateRoot(container, <Form onValid={onValid} />);
    });
    expect(name.value).toBe("Sara");
    expect(topic.value).toBe("work");
    expect(agree.checked).toBe(true);
    expect(screen.getByTestId("count").textContent).toBe("4");
    fireEvent.click(screen.getByText("Send"));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "Sara", topic: "work", agree: true }));
    container.remove();
  });
});
