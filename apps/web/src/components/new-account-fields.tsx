import { TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "./password-field";

type Props = { inputProps: (field: "name" | "email" | "password") => GetInputPropsReturnType };

/** Name, e-mail and a new password: the person behind a new account (registering a business, joining one). */
export function NewAccountFields({ inputProps }: Props) {
  const { t } = useTranslation("common");
  return (
    <>
      <TextInput label={t("account.yourName")} autoComplete="name" required {...inputProps("name")} />
      <TextInput label={t("account.email")} type="email" autoComplete="email" required {...inputProps("email")} />
      <PasswordField
        label={t("account.password")}
        description={t("account.passwordHint")}
        autoComplete="new-password"
        required
        {...inputProps("password")}
      />
    </>
  );
}
