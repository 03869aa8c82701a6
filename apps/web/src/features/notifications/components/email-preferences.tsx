import { NOTIFICATION_KINDS } from "@brigade/contract/notifications";
import { Alert, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { useNotificationPreferences } from "../api/notification-preferences";
import { useSaveNotificationPreferences } from "../api/save-notification-preferences";
import { MANAGER_KINDS, OWNER_KINDS } from "../lib/kind-labels";

/**
 * E-mail on or off per kind, each switch saved as it is flipped. `manager`: show the managers' kinds too; `owner`:
 * and the owners' own.
 */
export function EmailPreferences({ manager, owner }: { manager: boolean; owner: boolean }) {
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const { t } = useTranslation("account");

  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} title={t("emails.loadFailed")} />;
  }
  if (!query.data) return <LoadingState label={t("emails.loading")} />;

  const { mail_on: mailOn, preferences } = query.data;
  const chosen = new Map(preferences.map((p) => [p.kind, p.email]));
  const kinds = NOTIFICATION_KINDS.filter(
    (k) => (manager || !MANAGER_KINDS.includes(k)) && (owner || !OWNER_KINDS.includes(k)),
  );

  return (
    <Stack gap="sm">
      {mailOn ? (
        <Text size="sm" c="dimmed">
          {t("emails.intro")}
        </Text>
      ) : (
        <Alert color="gray" variant="light">
          {t("emails.off")}
        </Alert>
      )}
      {kinds.map((kind) => (
        <Switch
          key={kind}
          label={t(`emails.kinds.${kind}`)}
          checked={chosen.get(kind) ?? true}
          disabled={!mailOn}
          onChange={(event) => save.mutate({ preferences: [{ kind, email: event.currentTarget.checked }] })}
        />
      ))}
    </Stack>
  );
}
