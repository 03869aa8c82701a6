import type { AppShellProps } from "@mantine/core";

/** From here (80em, a 1280 px laptop) the navigation shows its labels, unless the user collapsed it to icons. */
export const NAV_LABELS_FROM = "80em";

/**
 * The signed-in app shell's measures: the layout's and its pages' static frames' (apps/web/src/app/frames). On a
 * laptop narrower than NAV_LABELS_FROM the navigation is a column of icons, so a list and its filters keep the width;
 * from there it shows its labels in a narrow column (`navbarWidthCollapsed`: icons, the user's choice); on a phone
 * it is a drawer with labels.
 */
export const SHELL = {
  header: { height: 60 },
  navbarWidth: { base: 260, sm: 68, [NAV_LABELS_FROM]: 200 },
  navbarWidthCollapsed: { base: 260, sm: 68 },
  navbarBreakpoint: "sm",
  padding: { base: "sm", sm: "lg" },
} as const satisfies { header: AppShellProps["header"]; padding: AppShellProps["padding"] } & Record<string, unknown>;
