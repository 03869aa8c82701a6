import { useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { NAV_LABELS_FROM } from "./shell-frame";

export type NavMode = {
  /** Wide enough for labels: the collapse toggle is offered. */
  wide: boolean;
  /** The user folded the labelled navigation down to icons (kept per user on this device). */
  collapsed: boolean;
  /** Icons only, labels in tooltips: between a phone and NAV_LABELS_FROM, or collapsed from there. */
  iconsOnly: boolean;
  toggle: () => void;
};

/** How the signed-in navigation shows at this width, with the user's collapse choice read from this device. */
export function useNavMode(userId: number): NavMode {
  const [collapsed, setCollapsed] = useLocalStorage({
    key: `brigade.nav-collapsed.${userId}`,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  // Read before the first paint, so a reload does not flash the other layout.
  const options = { getInitialValueInEffect: false } as const;
  const wide = useMediaQuery(`(min-width: ${NAV_LABELS_FROM})`, false, options);
  const laptop = useMediaQuery("(min-width: 48em)", false, options);
  return {
    wide,
    collapsed,
    iconsOnly: wide ? collapsed : laptop,
    toggle: () => setCollapsed((was) => !was),
  };
}
