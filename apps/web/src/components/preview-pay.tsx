import type { ChangePreview } from "@brigade/contract/fair-workweek/changes";
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n";
import { errorMessage } from "../lib/api-client";
import type { ChangeRules } from "../lib/change-pay";
import { previewPayText } from "../lib/change-text";

/** Where the pay of a preview stands: being worked out, failed (with a retry), or known. */
export type PreviewPayState =
  | { status: "loading" }
  | { status: "failed"; error: unknown; retry: () => void }
  | { status: "ready"; preview: ChangePreview };

type Props = { rules: ChangeRules; state: PreviewPayState };

/**
 * The predictability pay a preview of many changes will cost (the auto-fill and copy-week previews, fair-workweek.md:
 * "The manager sees the pay a change will cost before confirming it"), at a location under a rule pack: "Predictability
 * pay: $X for N changes", with a short explanation behind "What is predictability pay?". A failure says so and offers
 * to try again; it does not stop the manager going ahead (each change is logged with its pay either way).
 */
export function PreviewPay({ rules, state }: Props) {
  const { t } = useTranslation("changeLog");
  const { t: common } = useTranslation("common");
  const [explained, setExplained] = useState(false);
  const explanation = useId();

  const whatIs = (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-expanded={explained}
      aria-controls={explained ? explanation : undefined}
      onClick={() => setExplained((open) => !open)}
    >
      {t("previewPay.whatIs")}
    </Anchor>
  );

  let body: React.ReactNode;
  if (state.status === "loading")
    body = (
      <Group gap={6} role="status" aria-live="polite">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t("previewPay.loading")}
        </Text>
      </Group>
    );
  else if (state.status === "failed")
    body = (
      <Alert
        color="red"
        variant="light"
        title={t("previewPay.failed")}
        icon={<IconAlertCircle aria-hidden />}
        role="alert"
        p="xs"
      >
        <Stack gap={4}>
          <Text size="sm">{errorMessage(state.error)}</Text>
          <Text size="sm">{t("previewPay.failedHint")}</Text>
          <Group>
            <Button size="xs" variant="white" color="red.9" onClick={state.retry}>
              {common("actions.tryAgain")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  else {
    const { line, notes } = previewPayText(state.preview, rules.currency, t, currentLocale());
    body = (
      <div aria-live="polite">
        <Text size="sm" fw={600}>
          {line}
        </Text>
        {notes.map((note) => (
          <Text size="sm" c="dimmed" key={note}>
            {note}
          </Text>
        ))}
      </div>
    );
  }

  return (
    <Stack gap={4}>
      {body}
      <div>{whatIs}</div>
      {explained && (
        <Text size="sm" c="dimmed" id={explanation}>
          {t("previewPay.explain", { pack: rules.packName })}
        </Text>
      )}
    </Stack>
  );
}
