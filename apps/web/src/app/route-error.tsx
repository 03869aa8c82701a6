import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** Shown when a screen fails to load (e.g. a new version was deployed) or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" maw={480}>
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text>This page could not be shown. Reloading usually fixes it.</Text>
        <Text size="sm" c="dimmed">
          {message}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
