import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./required-mark.css";
import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "../lib/query-client";
import { theme } from "./theme";

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
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: "Confirm", cancel: "Cancel" }}>
          {/* Toasts let clicks through to the page beneath (only their close button takes clicks), so a
              toast never hides a button and hovering it does not keep it open. */}
          <Notifications position="bottom-right" limit={3} styles={{ notification: { pointerEvents: "none" } }} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
