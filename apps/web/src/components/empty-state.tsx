import { Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";

type Props = { title: string; children?: ReactNode; action?: ReactNode };

export function EmptyState({ title, children, action }: Props) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconInbox size={28} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {title}
        </Text>
        {children && <Text c="dimmed">{children}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
