import { Group } from "@mantine/core";
import type { ReactNode } from "react";

/** The dialog's buttons, kept in view at the bottom while a long proposal scrolls under them. */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <Group
      justify="flex-end"
      gap="xs"
      py="sm"
      style={{
        position: "sticky",
        bottom: 0,
        zIndex: 1,
        background: "var(--mantine-color-body)",
        borderTop: "1px solid var(--mantine-color-default-border)",
      }}
    >
      {children}
    </Group>
  );
}
