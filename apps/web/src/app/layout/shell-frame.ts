import type { AppShellProps } from "@mantine/core";

/** The signed-in app shell's measures: the layout's and its pages' static frames' (apps/web/src/app/frames). */
export const SHELL = {
  header: { height: 60 },
  navbarWidth: 260,
  navbarBreakpoint: "sm",
  padding: { base: "sm", sm: "lg" },
} as const satisfies { header: AppShellProps["header"]; padding: AppShellProps["padding"] } & Record<string, unknown>;
