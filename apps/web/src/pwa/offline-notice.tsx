import { dateTimeFormat } from "@brigade/contract/intl";
import { Alert } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { intlTag } from "../i18n";
import { cachedReadDate } from "./api-cache";
import { useOnline } from "./use-online";

type Props = {
  /** When the screen last loaded the schedule (React Query's dataUpdatedAt), for a browser without the cache. */
  loadedAt?: number;
  /** The address of the read on screen (apiUrl), when it is not the member's schedule of the employee home. */
  read?: string;
};

/** The day and time of a load: the time alone when it was today. */
function formatWhen(date: Date, now = new Date()): string {
  const today = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: "numeric", minute: "2-digit" }
    : { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };
  return dateTimeFormat(intlTag(), options).format(date);
}

/**
 * Says, while the browser is offline, that the schedule on screen is the copy last loaded, and from when:
 * the Date of the service worker's cached answer, else when this page loaded it.
 */
export function OfflineNotice({ loadedAt, read }: Props) {
  const online = useOnline();
  const { t } = useTranslation("offline");
  const [cached, setCached] = useState<{ date: Date | null } | null>(null);

  useEffect(() => {
    if (online) {
      setCached(null);
      return;
    }
    let current = true;
    void cachedReadDate(read).then((date) => current && setCached({ date }));
    return () => {
      current = false;
    };
  }, [online, read]);

  // Rendered once the cache was asked, so the time shown does not change under the reader.
  if (online || !cached) return null;
  const when = cached.date ?? (loadedAt ? new Date(loadedAt) : null);
  return (
    <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="status" mb="md">
      {when ? t("notice", { time: formatWhen(when) }) : t("noticeWithoutCopy")}
    </Alert>
  );
}
