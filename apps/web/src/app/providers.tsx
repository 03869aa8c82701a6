import "dayjs/locale/es";
import "dayjs/locale/fr";
import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { queryClient } from "../lib/query-client";
import { cssVariablesResolver } from "./css-variables";
import { themeFor } from "./theme";

export function Providers({ children }: { children: ReactNode }) {
  // Date pickers name months and days in the app's language (dayjs's locales of the same codes).
  const { t, i18n } = useTranslation("common");
  const theme = useMemo(
    () => themeFor({ closeDialog: t("actions.closeDialog"), closeNotification: t("actions.closeNotification") }),
    [t],
  );
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: t("actions.confirm"), cancel: t("actions.cancel") }}>
          {/* Toasts let clicks through to the page beneath (only their close button takes clicks), so a
              toast never hides a button and hovering it does not keep it open. */}
          <Notifications position="bottom-right" limit={3} styles={{ notification: { pointerEvents: "none" } }} />
          <DatesProvider settings={{ locale: i18n.language }}>{children}</DatesProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
