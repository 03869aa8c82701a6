import { createTheme, InputWrapper, Loader, type MantineColorsTuple, Menu, Modal, Notification } from "@mantine/core";

// Mantine's blue with darker middle shades, so white text on it and it on white pass WCAG AA.
const brand: MantineColorsTuple = [
  "#e7f5ff",
  "#d0ebff",
  "#a5d8ff",
  "#74c0fc",
  "#4dabf7",
  "#339af0",
  "#1971c2",
  "#1864ab",
  "#155a96",
  "#114b7d",
];

/** The theme, its screen-reader names of icon-only buttons in the app's language. */
export const themeFor = (names: { closeDialog: string; closeNotification: string }) =>
  createTheme({
    primaryColor: "brand",
    // People who ask their system for less motion get no transitions (and the browser tests run without them).
    respectReducedMotion: true,
    primaryShade: { light: 6, dark: 6 },
    colors: { brand },
    defaultRadius: "md",
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headings: { fontWeight: "700" },
    components: {
      // The required mark is drawn by CSS (required-mark.css) so a label's text is just its words,
      // e.g. getByLabel("Email", { exact: true }) matches.
      InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
      // Icon-only close buttons need a name for screen readers.
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": names.closeDialog } } }),
      // A loader is named ("Loading your calendar link"): a name needs a role, and an indeterminate progress bar is one.
      Loader: Loader.extend({ defaultProps: { role: "progressbar" } }),
      // The focus placeholder is a focusable div inside role="menu", which axe reports as an invalid child.
      Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { "aria-label": names.closeNotification } },
        // With a title, Mantine dims the message (gray 6 on white, 3.3:1): keep it at text colour for contrast.
        styles: { closeButton: { pointerEvents: "auto" }, description: { color: "var(--mantine-color-text)" } },
      }),
    },
  });
