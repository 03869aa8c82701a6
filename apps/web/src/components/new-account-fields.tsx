import { TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { PasswordField } from "./password-field";

type Props = { inputProps: (field: "name" | "email" | "password") => GetInputPropsReturnType };

/** Name, e-mail and a new password: the person behind a new account (registering a business, joining one). */
export function NewAccountFields({ inputProps }: Props) {
  return (
    <>
      <TextInput label="Your name" autoComplete="name" required {...inputProps("name")} />
      <TextInput label="Email" type="email" autoComplete="email" required {...inputProps("email")} />
      <PasswordField
        label="Password"
        description="At least 8 characters."
        autoComplete="new-password"
        required
        {...inputProps("password")}
      />
    </>
  );
}
