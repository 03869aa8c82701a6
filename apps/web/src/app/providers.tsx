import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./required-mark.css";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { queryClient } from "../lib/query-client";
import { themeFor } from "./theme";

// Dimmed and error text must read at 4.5:1 on white; Mantine's defaults (gray 6, red 6) do not.
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": theme.colors.gray[7] ?? "#495057",
    "--mantine-color-error": theme.colors.red[9] ?? "#c92a2a",
  },
  dark: {},
});

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
