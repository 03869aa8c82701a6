import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function FullPageLoader() {
  const { t } = useTranslation("common");
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Loader aria-label={t("app.loading")} />
    </Center>
  );
}
