import { LOCALE_NAMES, LOCALES, type Locale } from "@brigade/contract/locales";
import { NativeSelect, type NativeSelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLocale, setLocale } from "../i18n";

type Props = Omit<NativeSelectProps, "data" | "value" | "onChange"> & {
  /** After the app has switched: e.g. save the choice on the account. */
  onChosen?: (locale: Locale) => void;
};

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** The app's language, each named in its own words; a native select, so a phone shows its own picker. */
export function LanguageSelect({ onChosen, ...props }: Props) {
  const { t, i18n } = useTranslation("common");
  return (
    <NativeSelect
      label={t("language.label")}
      data={OPTIONS}
      value={i18n.language ?? currentLocale()}
      onChange={(event) => {
        const locale = event.currentTarget.value as Locale;
        void setLocale(locale).then(() => onChosen?.(locale));
      }}
      {...props}
    />
  );
}
