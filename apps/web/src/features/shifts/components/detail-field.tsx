import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A labelled value of a shift's panel (From, To, Location ...). */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}
