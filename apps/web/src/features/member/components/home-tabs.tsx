import { Tabs } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./home-tabs.css";

/** The member home's tabs, in one row at every width (it scrolls sideways on a phone); the chosen one kept in view. */
export function HomeTabs({ value }: { value: string }) {
  const { t } = useTranslation("member");
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>(`[role="tab"][id$="-tab-${value}"]`);
    // The first tab is in view as the row starts: nothing to measure. Measuring forces a layout of the whole page,
    // 170 ms on a slow phone while the home first draws.
    if (!row || !tab || tab === row.firstElementChild) return;
    // Sideways only: the row scrolls, never the page.
    const left = tab.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    if (left < row.scrollLeft || left + tab.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollTo({ left: left - (row.clientWidth - tab.offsetWidth) / 2 });
  }, [value]);
  return (
    <Tabs.List ref={list} mb="md" className="member-home-tabs">
      <Tabs.Tab value="schedule">{t("employeeHome.tabs.schedule")}</Tabs.Tab>
      <Tabs.Tab value="clock">{t("employeeHome.tabs.clock")}</Tabs.Tab>
      <Tabs.Tab value="open">{t("employeeHome.tabs.open")}</Tabs.Tab>
      <Tabs.Tab value="requests">{t("employeeHome.tabs.requests")}</Tabs.Tab>
      <Tabs.Tab value="swaps">{t("employeeHome.tabs.swaps")}</Tabs.Tab>
      <Tabs.Tab value="availability">{t("employeeHome.tabs.availability")}</Tabs.Tab>
      <Tabs.Tab value="time_off">{t("employeeHome.tabs.timeOff")}</Tabs.Tab>
    </Tabs.List>
  );
}
