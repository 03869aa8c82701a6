import { Alert, List, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BulkSummary } from "../lib/bulk-summary";

type Props = { summary: BulkSummary; onClose: () => void };

/**
 * What a bulk decision did: "3 accepted, 1 could not be:" and who and why. It takes focus when it appears: the
 * selection it came from is gone, and the rows with it, so focus would otherwise fall to the page.
 */
export function BulkSummaryAlert({ summary, onClose }: Props) {
  const { t } = useTranslation("requests");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const failed = summary.failures.length;
  const done = t(`bulk.done.${summary.verb}`, { count: summary.done });
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color={failed ? "yellow" : "teal"}
      variant="light"
      withCloseButton
      closeButtonLabel={t("bulk.dismiss")}
      onClose={onClose}
    >
      {/* In the body, not the title: a light alert's title takes its colour, too faint on its background. */}
      <Text size="sm" fw={600}>
        {failed ? `${done}, ${t("bulk.failed", { count: failed })}` : done}
      </Text>
      {failed > 0 && (
        <List size="sm">
          {summary.failures.map((f) => (
            <List.Item key={f.id}>{t("bulk.failure", { who: f.who, reason: f.reason })}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
