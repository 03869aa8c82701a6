import type { AppShellProps } from "@mantine/core";

/**
 * The signed-in app shell's measures: the layout's and its pages' static frames' (apps/web/src/app/frames). The
 * navigation is a column of icons on a laptop narrower than `xl` (88em, 1408 px), so a list and its filters keep the
 * width; from `xl` it shows its labels; on a phone it is a drawer with labels.
 */
export const SHELL = {
  header: { height: 60 },
  navbarWidth: { base: 260, sm: 68, xl: 260 },
  navbarBreakpoint: "sm",
  padding: { base: "sm", sm: "lg" },
} as const satisfies { header: AppShellProps["header"]; padding: AppShellProps["padding"] } & Record<string, unknown>;
