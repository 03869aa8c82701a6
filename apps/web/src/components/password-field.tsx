import { PasswordInput, type PasswordInputProps } from "@mantine/core";

/**
 * A password input whose show/hide button does not also answer to "password", so a field can be
 * found by its label alone (getByLabel("Password")).
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleButtonProps={{ "aria-label": "Show or hide the characters" }} {...props} />;
}
