import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text>The address you opened does not exist.</Text>
        <Button component={Link} to="/">
          Go to the start page
        </Button>
      </Stack>
    </Center>
  );
}
