import { createTheme, InputWrapper, type MantineColorsTuple, Menu, Modal, Notification } from "@mantine/core";

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

export const theme = createTheme({
  primaryColor: "brand",
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
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } }),
    // The focus placeholder is a focusable div inside role="menu", which axe reports as an invalid child.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { "aria-label": "Close notification" } },
      // With a title, Mantine dims the message (gray 6 on white, 3.3:1): keep it at text colour for contrast.
      styles: { closeButton: { pointerEvents: "auto" }, description: { color: "var(--mantine-color-text)" } },
    }),
  },
});
