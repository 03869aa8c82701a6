import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** Shown when a screen fails to load (e.g. a new version was deployed) or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation("common");
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t("routeError.unknown");
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" maw={480}>
        <Title order={1} size="h2">
          {t("routeError.title")}
        </Title>
        <Text>{t("routeError.text")}</Text>
        <Text size="sm" c="dimmed">
          {message}
        </Text>
        <Button onClick={() => window.location.reload()}>{t("routeError.reload")}</Button>
      </Stack>
    </Center>
  );
}
