import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A password input whose show/hide button does not also answer to "password", so a field can be
 * found by its label alone (getByLabel("Password")).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation("common");
  return <PasswordInput visibilityToggleButtonProps={{ "aria-label": t("password.toggle") }} {...props} />;
}
