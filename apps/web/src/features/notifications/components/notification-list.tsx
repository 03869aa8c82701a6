import type { NotificationItem } from "@brigade/contract/notifications";
import { Box, Button, Center, Group, Loader, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { QueryError } from "../../../components/query-error";
import { errorMessage } from "../../../lib/api-client";
import { useNotificationList } from "../api/notifications";
import { useReadNotifications } from "../api/read-notifications";
import { NotificationRow } from "./notification-row";

type Props = {
  /** The popover shows its own heading; the drawer's title is the heading there. */
  withHeading: boolean;
  unread: number;
  /** Closes the popover or drawer once a notification is opened. */
  onClose: () => void;
};

/**
 * The caller's notifications, newest first, a page at a time. Focus lands on the list when it opens and on its
 * first notification once they are loaded; "Load more" hands focus to the first of the older ones.
 */
export function NotificationList({ withHeading, unread, onClose }: Props) {
  const { t } = useTranslation("account");
  const list = useNotificationList();
  const readOne = useReadNotifications({ toast: false });
  const readAll = useReadNotifications({ toast: true });
  const navigate = useNavigate();
  const region = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the loaded items change.
  useEffect(() => {
    const buttons = region.current?.querySelectorAll<HTMLElement>("[data-notification-id]");
    if (!buttons?.length) return;
    if (focusFrom.current !== null) {
      buttons[Math.min(focusFrom.current, buttons.length - 1)]?.focus();
      focusFrom.current = null;
    } else if (document.activeElement === region.current) {
      buttons[0]?.focus();
    }
  }, [items.length]);

  const open = (item: NotificationItem) => {
    if (!item.read_at) readOne.mutate({ ids: [item.id] });
    onClose();
    void navigate(item.link);
  };
  const loadMore = () => {
    focusFrom.current = items.length;
    void list.fetchNextPage();
  };
  const markAll = () => readAll.mutate({ all: true }, { onSuccess: () => region.current?.focus() });

  return (
    <Stack gap={0}>
      <Group justify={withHeading ? "space-between" : "flex-end"} px="sm" py="xs" gap="xs" wrap="nowrap">
        {withHeading && (
          <Title order={2} size="h5">
            {t("notifications.title")}
          </Title>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={markAll}
          loading={readAll.isPending}
          disabled={unread === 0}
        >
          {t("notifications.markAll")}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={withHeading ? 440 : undefined} type="auto">
        <Box
          ref={region}
          tabIndex={-1}
          // The popover or drawer focuses the newest notification on opening, or the list while there is none.
          data-autofocus={items.length === 0 || undefined}
          role="region"
          aria-label={t("notifications.list")}
          pb="xs"
        >
          {list.isPending ? (
            <Center py="lg" role="status">
              <Loader size="sm" aria-label={t("notifications.loading")} />
            </Center>
          ) : list.isError && items.length === 0 ? (
            <Box p="sm">
              <QueryError error={list.error} onRetry={() => list.refetch()} title={t("notifications.loadFailed")} />
            </Box>
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" px="sm">
              {t("notifications.empty")}
            </Text>
          ) : (
            <>
              <Box component="ul" m={0} p={0} style={{ listStyle: "none" }}>
                {items.map((item, i) => (
                  <NotificationRow key={item.id} item={item} onOpen={open} autoFocus={i === 0} />
                ))}
              </Box>
              {list.isFetchNextPageError && (
                <Text c="red.9" size="sm" px="sm" pt="xs" role="alert">
                  {t("notifications.olderFailed", { message: errorMessage(list.error) })}
                </Text>
              )}
              {list.hasNextPage && (
                <Center pt="xs">
                  <Button variant="light" size="xs" onClick={loadMore} loading={list.isFetchingNextPage}>
                    {t("notifications.loadMore")}
                  </Button>
                </Center>
              )}
            </>
          )}
        </Box>
      </ScrollArea.Autosize>
    </Stack>
  );
}
