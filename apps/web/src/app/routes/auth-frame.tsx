import { Center, Container, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { LanguageSelect } from "../../components/language-select";

type Props = { title: string; subtitle: string; children: ReactNode; footer: ReactNode };

/** The centred card of the login and register pages. */
export function AuthFrame({ title, subtitle, children, footer }: Props) {
  return (
    <Center component="main" mih="100dvh" py="xl" px="sm" bg="gray.0">
      <Container size={440} w="100%" p={0}>
        <Stack gap="lg">
          <Group justify="center" gap="xs">
            <Image src="/default-logo.svg" alt="" w={40} h={40} />
            <Text fw={800} fz={26} c="brand.8">
              Brigade
            </Text>
          </Group>
          <title>{`${title} · Brigade`}</title>
          <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md">
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {title}
                </Title>
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              </div>
              {children}
            </Stack>
          </Paper>
          <Text ta="center" size="sm">
            {footer}
          </Text>
          <Group justify="center">
            <LanguageSelect size="xs" w={160} />
          </Group>
        </Stack>
      </Container>
    </Center>
  );
}
