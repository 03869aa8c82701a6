import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { errorMessage } from "../lib/api-client";

type Props = { error: unknown; onRetry?: () => void; title?: string };

/** A failed load says so, with the server's message, and offers to try again. */
export function QueryError({ error, onRetry, title = "Could not load this page" }: Props) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
