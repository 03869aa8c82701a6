import {
  Accordion,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCheck, IconCopy, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { useCalendarFeed } from "../api/calendar-feed";
import { useRotateCalendarFeed } from "../api/rotate-calendar-feed";

/** The calendar apps with a how-to; their names and steps are in the catalogue. */
const HOW_TO = ["google", "apple", "outlook"] as const;

/**
 * The member's private calendar link: their shifts appear in the calendar app they subscribe with, and follow
 * every change. Replacing the link kills the old one, for a link shared by mistake. The server keeps only the
 * link's hash, so it is shown when made (the first visit, or a replacement) and not after.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const { t } = useTranslation("account");

  const replace = () =>
    confirmAction({
      title: t("calendarFeed.replaceTitle"),
      message: t("calendarFeed.replaceText"),
      confirmLabel: t("calendarFeed.replace"),
      onConfirm: () => rotate.mutate(),
    });

  const replaceButton = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconRefresh size={14} aria-hidden />}
      onClick={replace}
      loading={rotate.isPending}
    >
      {t("calendarFeed.replace")}
    </Button>
  );

  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="calendar-feed-title"
    >
      <Title order={2} size="h4" mb={4} id="calendar-feed-title">
        {t("calendarFeed.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("calendarFeed.intro")}
      </Text>
      {feed.isError ? (
        <QueryError error={feed.error} onRetry={() => feed.refetch()} title={t("calendarFeed.loadFailed")} />
      ) : !feed.data ? (
        <LoadingState label={t("calendarFeed.loading")} />
      ) : feed.data.url === null ? (
        // Only the link's hash is kept: it was shown when made, and a lost one is replaced.
        <Stack gap="sm">
          <Text size="sm">{t("calendarFeed.hidden")}</Text>
          <Group justify="flex-end">{replaceButton}</Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {t("calendarFeed.shownOnce")}
          </Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t("calendarFeed.link")}
              value={feed.data.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={feed.data.url}>
              {({ copied, copy }) => (
                <>
                  <Button
                    onClick={copy}
                    color={copied ? "teal.9" : undefined}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    style={{ flexShrink: 0 }}
                  >
                    {copied ? t("calendarFeed.copied") : t("calendarFeed.copy")}
                  </Button>
                  <VisuallyHidden aria-live="polite">{copied ? t("calendarFeed.linkCopied") : ""}</VisuallyHidden>
                </>
              )}
            </CopyButton>
          </Group>
          <Accordion variant="separated" chevronPosition="right">
            {HOW_TO.map((id) => (
              // The value makes the element ids, so it has no spaces.
              <Accordion.Item key={id} value={id}>
                <Accordion.Control>
                  {t("calendarFeed.addTo", { app: t(`calendarFeed.howTo.${id}.app`) })}
                </Accordion.Control>
                <Accordion.Panel>
                  <List size="sm" type="ordered" spacing={4}>
                    {t(`calendarFeed.howTo.${id}.steps`, { returnObjects: true }).map((step) => (
                      <List.Item key={step}>{step}</List.Item>
                    ))}
                  </List>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t("calendarFeed.refreshNote")}
            </Text>
            {replaceButton}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
