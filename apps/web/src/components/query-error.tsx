import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api-client";

type Props = { error: unknown; onRetry?: () => void; title?: string };

/** A failed load says so, with the server's message, and offers to try again. */
export function QueryError({ error, onRetry, title }: Props) {
  const { t } = useTranslation("common");
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? t("queryError.title")}
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
            {t("actions.tryAgain")}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
