import { ActionIcon, Drawer, Indicator, Popover } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconBell } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenedOnce } from "../../../components/use-opened-once";
import { notificationKeys } from "../api/notification-keys";
import { useUnreadCount } from "../api/notifications";
import { NotificationList } from "./notification-list";

/**
 * The header's bell: the unread count as a badge (asked again every 30 s and when the window comes back to the
 * front), and the list in a popover, or a drawer on a phone. Closing either puts focus back on the bell.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const drawer = useOpenedOnce(opened);
  const { t } = useTranslation("account");
  // Read at once (the app renders only in a browser), so a phone does not render the desktop popover first.
  const phone = useMediaQuery("(max-width: 36em)", undefined, { getInitialValueInEffect: false });
  const unread = useUnreadCount().data ?? 0;
  const queryClient = useQueryClient();

  // Something new came while the list is open: show it there too.
  const seen = useRef(unread);
  useEffect(() => {
    if (opened && unread > seen.current) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    seen.current = unread;
  }, [opened, unread, queryClient]);

  const close = () => setOpened(false);
  const bell = (popup: { "aria-haspopup"?: "dialog"; "aria-expanded"?: boolean } = {}) => (
    <ActionIcon
      variant="light"
      size="lg"
      radius="xl"
      // The bell's accessible name carries the count a sighted user reads from the badge.
      aria-label={unread > 0 ? t("notifications.bellUnread", { count: unread }) : t("notifications.title")}
      onClick={() => setOpened((o) => !o)}
      {...popup}
    >
      <IconBell size={18} aria-hidden />
    </ActionIcon>
  );
  // The count is in the bell's name; the badge's digits are for the eye only.
  const badged = (target: ReactNode) => (
    <Indicator
      label={unread}
      maxValue={99}
      size={18}
      offset={4}
      color="red.9"
      disabled={unread === 0}
      attributes={{ indicator: { "aria-hidden": true } }}
    >
      {target}
    </Indicator>
  );

  if (phone) {
    return (
      <>
        {badged(bell({ "aria-haspopup": "dialog", "aria-expanded": opened }))}
        {/* A drawer returns focus to the bell that opened it. */}
        {drawer.mounted && (
          <Drawer
            opened={drawer.opened}
            onClose={close}
            position="right"
            size="100%"
            title={t("notifications.title")}
            closeButtonProps={{ "aria-label": t("notifications.close") }}
          >
            <NotificationList withHeading={false} unread={unread} onClose={close} />
          </Drawer>
        )}
      </>
    );
  }
  // Popover.Target gives the bell aria-haspopup, aria-expanded and aria-controls.
  return badged(
    <Popover
      opened={opened}
      onChange={setOpened}
      width={380}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>{bell()}</Popover.Target>
      <Popover.Dropdown p={0} aria-label={t("notifications.title")}>
        <NotificationList withHeading unread={unread} onClose={close} />
      </Popover.Dropdown>
    </Popover>,
  );
}
