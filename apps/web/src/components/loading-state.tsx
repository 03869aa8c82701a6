import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation("common");
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label={label ?? t("loading")} />
    </Center>
  );
}
