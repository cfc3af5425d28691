// What a visitor typed, chose or ticked in a server-rendered form before its scripts ran. React leaves
// such a field's value alone when it hydrates (it does not write a value it did not render over one the
// visitor changed), but the form's state starts from its defaults: a form that then writes its state
// into its fields (lib/use-form.ts), or sends its state rather than its fields (the calculators), would
// drop what was typed. A field's markup keeps its server-rendered default beside its current value
// (`defaultValue`, `defaultChecked`, an option's `defaultSelected`), so a field whose value differs
// from it was changed by the visitor; a field the browser made on the client starts equal to it. (A
// select whose markup chooses no option shows its first enabled one: a visitor who picks that one reads
// as unchanged, so a form's select starts with an enabled empty option, as the contact form's do.)
import { type RefObject, useEffect, useRef } from "react";

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const checkable = (field: FormControl): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** The option a single select shows from its markup alone: the last one marked selected, or else the
 * first one that is not disabled (as the browser chooses it). */
function markupIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  for (let i = options.length - 1; i >= 0; i--) if (options[i].defaultSelected) return i;
  return options.findIndex((option) => !option.disabled);
}

/** Whether the visitor changed `field` from what its markup holds. */
export function changedByVisitor(field: FormControl): boolean {
  if (field instanceof HTMLSelectElement) {
    if (field.multiple)
      return [...field.options].some((option) => option.selected !== option.defaultSelected);
    return field.selectedIndex !== markupIndex(field);
  }
  if (checkable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** The fields of `form` the visitor changed, by name: a text's or a choice's value, a checkbox's state,
 * the value of the radio ticked in a group. */
export function typedValues(form: HTMLFormElement): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {};
  for (const element of form.elements) {
    const field = element as FormControl;
    if (!field.name || !("value" in field) || !changedByVisitor(field)) continue;
    if (field instanceof HTMLInputElement && field.type === "radio") {
      if (field.checked) typed[field.name] = field.value;
    } else if (field instanceof HTMLInputElement && field.type === "checkbox") {
      typed[field.name] = field.checked;
    } else {
      typed[field.name] = field.value;
    }
  }
  return typed;
}

/** For a form whose state is React's (controlled fields): once it is in the page, hands each field the
 * visitor changed before hydration to `keep(name, value)`, so the state takes what the page shows. */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  keep: (name: string, value: string | boolean) => void,
) {
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useEffect(() => {
    if (!form.current) return;
    for (const [name, value] of Object.entries(typedValues(form.current))) keepRef.current(name, value);
  }, [form]);
}
