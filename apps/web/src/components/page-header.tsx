import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Props = { title: string; description?: ReactNode; actions?: ReactNode };

/** The title block every screen starts with (its h1). */
export function PageHeader({ title, description, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
      <title>{`${title} · Brigade`}</title>
      <Stack gap={4}>
        <Title order={1} fz={{ base: "h3", sm: "h2" }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
