import { NavLink, Tooltip } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { NavMode } from "./nav-collapse";

/**
 * Folds the labelled navigation down to its icons and back, on a screen wide enough for labels. It looks like the
 * links above it, an icon alone when folded (its name for a screen reader, a tooltip for the eye); the same button in
 * both states, so focus stays on it.
 */
export function NavCollapseToggle({ mode, controls }: { mode: NavMode; controls: string }) {
  const { t } = useTranslation("common");
  if (!mode.wide) return null;
  const label = mode.collapsed ? t("nav.expand") : t("nav.collapse");
  const Icon = mode.collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <Tooltip
      label={label}
      position="right"
      disabled={!mode.collapsed}
      events={{ hover: true, focus: true, touch: false }}
    >
      <NavLink
        component="button"
        type="button"
        label={label}
        aria-label={label}
        noWrap
        aria-expanded={!mode.collapsed}
        aria-controls={controls}
        leftSection={<Icon size={18} aria-hidden />}
        onClick={mode.toggle}
        className="brigade-nav-link"
        c="dimmed"
        mt="xs"
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}
