import type { CSSVariablesResolver } from "@mantine/core";

// Dimmed and error text must read at 4.5:1 on white; Mantine's defaults (gray 6, red 6) do not.
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": theme.colors.gray[7] ?? "#495057",
    "--mantine-color-error": theme.colors.red[9] ?? "#c92a2a",
  },
  dark: {},
});
