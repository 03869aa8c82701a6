import { Avatar, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

type Props = { name: string; avatar: string | null; children?: ReactNode };

/** An employee's 42 px avatar (initials without a picture), name and any lines below it. */
export function EmployeeLabel({ name, avatar, children }: Props) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={avatar} name={name} alt="" size={42} radius="xl" color="brand" variant="filled" aria-hidden />
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}
