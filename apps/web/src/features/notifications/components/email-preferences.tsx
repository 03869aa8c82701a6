import { NOTIFICATION_KINDS } from "@brigade/contract/notifications";
import { Alert, Stack, Switch, Text } from "@mantine/core";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { useNotificationPreferences } from "../api/notification-preferences";
import { useSaveNotificationPreferences } from "../api/save-notification-preferences";
import { KIND_LABELS, MANAGER_KINDS } from "../lib/kind-labels";

/** E-mail on or off per kind, each switch saved as it is flipped. `manager`: show the managers' kinds too. */
export function EmailPreferences({ manager }: { manager: boolean }) {
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} title="Could not load your choices" />;
  }
  if (!query.data) return <LoadingState label="Loading your e-mail choices" />;

  const { mail_on: mailOn, preferences } = query.data;
  const chosen = new Map(preferences.map((p) => [p.kind, p.email]));
  const kinds = NOTIFICATION_KINDS.filter((k) => manager || !MANAGER_KINDS.includes(k));

  return (
    <Stack gap="sm">
      {mailOn ? (
        <Text size="sm" c="dimmed">
          Everything shows in the app under the bell. Choose what is also sent to you by e-mail.
        </Text>
      ) : (
        <Alert color="gray" variant="light">
          E-mail is off on this server; notifications appear in the app.
        </Alert>
      )}
      {kinds.map((kind) => (
        <Switch
          key={kind}
          label={KIND_LABELS[kind]}
          checked={chosen.get(kind) ?? true}
          disabled={!mailOn}
          onChange={(event) => save.mutate({ preferences: [{ kind, email: event.currentTarget.checked }] })}
        />
      ))}
    </Stack>
  );
}
