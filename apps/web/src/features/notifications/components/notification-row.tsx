import type { NotificationItem } from "@brigade/contract/notifications";
import { Box, Group, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { dateTimeIn } from "../../../lib/formats";
import { relativeTime } from "../lib/relative-time";
import classes from "./notification-row.module.css";

type Props = {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  /** Where the popover or drawer puts focus when it opens. */
  autoFocus: boolean;
};

/** One notification: a button that opens what it is about; an unread one has a dot and a bold title. */
export function NotificationRow({ item, onOpen, autoFocus }: Props) {
  const unread = item.read_at === null;
  const { t } = useTranslation("account");
  return (
    <li>
      <UnstyledButton
        className={classes.row}
        data-notification-id={item.id}
        data-autofocus={autoFocus || undefined}
        data-unread={unread || undefined}
        onClick={() => onOpen(item)}
      >
        <Group wrap="nowrap" align="flex-start" gap="xs">
          <Box className={classes.dot} data-unread={unread || undefined} aria-hidden />
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={unread ? 700 : 500}>
              {unread && <VisuallyHidden>{t("notifications.unread")}</VisuallyHidden>}
              {item.title}
            </Text>
            <Text size="sm">{item.body}</Text>
            <Text
              size="xs"
              c="dimmed"
              component="time"
              dateTime={item.created_at}
              title={dateTimeIn(item.created_at, Intl.DateTimeFormat().resolvedOptions().timeZone)}
            >
              {relativeTime(item.created_at, new Date(), undefined, {
                locale: currentLocale(),
                justNow: t("notifications.justNow"),
              })}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
    </li>
  );
}
