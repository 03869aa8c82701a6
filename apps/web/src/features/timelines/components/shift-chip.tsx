import { Box, Text } from "@mantine/core";
import type { ReactNode } from "react";

type Props = { color: string; title: string; children?: ReactNode };

/** One shift inside a grid cell, marked with its label colour. */
export function ShiftChip({ color, title, children }: Props) {
  return (
    <Box
      p={6}
      mb={4}
      bg="gray.0"
      style={{ borderLeft: `4px solid ${color}`, borderRadius: "var(--mantine-radius-sm)" }}
    >
      <Text size="xs" fw={600}>
        {title}
      </Text>
      {children}
    </Box>
  );
}
