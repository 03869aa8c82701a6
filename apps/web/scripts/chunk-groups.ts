/** Mantine (with floating-ui and its other helpers). */
const UI =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-transition-group|tslib|get-nonce|detect-node-es|react-number-format)[\\/]/;
/**
 * Mantine's components that only the managers' screens use (forms, tables, pickers): the login page and the
 * team member's home do without them. Using one of them there still works; it only costs that page the chunk.
 */
const MANAGER_UI = new RegExp(
  `@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${[
    "Breadcrumbs",
    "Card",
    "ColorInput",
    "ColorPicker",
    "ColorSwatch",
    "FloatingIndicator",
    "LoadingOverlay",
    "MultiSelect",
    "NumberInput",
    "Pagination",
    "Pill",
    "PillsInput",
    "SegmentedControl",
    "Select",
    "SimpleGrid",
    "Switch",
    "Table",
    "Tooltip",
  ].join("|")})[\\\\/]|react-number-format`,
);

/**
 * The UI library in two chunks (what every page needs, what managers' screens add) and the icons in one.
 * Split automatically, they came in dozens of 1-2 KB chunks (one per component and icon, by which screens share
 * it): the employee home needed 61 files besides the entry's, and on a phone's network each request costs a
 * round trip whatever its size.
 */
/** A stylesheet stays with the module importing it: in "ui", the entry's Mantine styles made the entry import it. */
const isStylesheet = (id: string) => id.endsWith(".css");

export const CHUNK_GROUPS = [
  { name: "ui", test: (id: string) => UI.test(id) && !MANAGER_UI.test(id) && !isStylesheet(id), priority: 20 },
  { name: "ui-manager", test: (id: string) => UI.test(id) && !isStylesheet(id), priority: 15 },
  { name: "icons", test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 20 },
];
