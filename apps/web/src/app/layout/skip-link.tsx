import { useTranslation } from "react-i18next";
import { focusPageHeading, MAIN_ID } from "../../lib/page-heading";

/** The first stop of the keyboard on every signed-in page: straight to the page's heading. */
export function SkipLink() {
  const { t } = useTranslation("common");
  return (
    <a
      href={`#${MAIN_ID}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        focusPageHeading();
      }}
    >
      {t("nav.skipToContent")}
    </a>
  );
}
