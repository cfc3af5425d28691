// The staff screens' password input: masked, and telling password managers which password it wants.
import { InputField, type InputFieldProps } from "./InputField";

/** `autoComplete`: "current-password" to sign in or confirm, "new-password" to set one. */
export function PasswordField({
  autoComplete,
  ...props
}: Omit<InputFieldProps, "type" | "autoComplete"> & { autoComplete: "current-password" | "new-password" }) {
  return <InputField {...props} type="password" autoComplete={autoComplete} />;
}
