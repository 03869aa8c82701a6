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
import { confirmAction } from "../../../components/confirm";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { useCalendarFeed } from "../api/calendar-feed";
import { useRotateCalendarFeed } from "../api/rotate-calendar-feed";

const HOW_TO = [
  {
    id: "google",
    app: "Google Calendar",
    steps: [
      "On a computer, open Google Calendar.",
      "Beside Other calendars, choose + and then From URL.",
      "Paste the link and choose Add calendar.",
    ],
  },
  {
    id: "apple",
    app: "Apple Calendar",
    steps: [
      "On a Mac: File > New Calendar Subscription, paste the link, then Subscribe.",
      "On an iPhone: Settings > Calendar > Accounts > Add Account > Other > Add Subscribed Calendar, and paste the link.",
    ],
  },
  {
    id: "outlook",
    app: "Outlook",
    steps: [
      "In Outlook on the web or the new Outlook: Add calendar > Subscribe from web.",
      "Paste the link and Import.",
    ],
  },
];

/**
 * The member's private calendar link: their shifts appear in the calendar app they subscribe with, and follow
 * every change. Replacing the link kills the old one, for a link shared by mistake.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();

  const replace = () =>
    confirmAction({
      title: "Replace your calendar link?",
      message:
        "The current link stops working at once: calendars subscribed to it stop getting your shifts. " +
        "Subscribe again with the new link.",
      confirmLabel: "Replace link",
      onConfirm: () => rotate.mutate(),
    });

  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="calendar-feed-title"
    >
      <Title order={2} size="h4" mb={4} id="calendar-feed-title">
        Your shifts in your calendar
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Subscribe to this private link in your calendar app: your shifts from the last 30 days to 90 days ahead appear
        there and follow every change. Anyone with the link can see your shifts, so keep it to yourself.
      </Text>
      {feed.isError ? (
        <QueryError error={feed.error} onRetry={() => feed.refetch()} title="Could not load your calendar link" />
      ) : !feed.data ? (
        <LoadingState label="Loading your calendar link" />
      ) : (
        <Stack gap="sm">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Calendar link"
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
                    {copied ? "Copied" : "Copy"}
                  </Button>
                  <VisuallyHidden aria-live="polite">{copied ? "Link copied" : ""}</VisuallyHidden>
                </>
              )}
            </CopyButton>
          </Group>
          <Accordion variant="separated" chevronPosition="right">
            {HOW_TO.map(({ id, app, steps }) => (
              // The value makes the element ids, so it has no spaces.
              <Accordion.Item key={id} value={id}>
                <Accordion.Control>Add it to {app}</Accordion.Control>
                <Accordion.Panel>
                  <List size="sm" type="ordered" spacing={4}>
                    {steps.map((step) => (
                      <List.Item key={step}>{step}</List.Item>
                    ))}
                  </List>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              Calendar apps check the link every few hours, so a change can take a while to show.
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={replace}
              loading={rotate.isPending}
            >
              Replace link
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
