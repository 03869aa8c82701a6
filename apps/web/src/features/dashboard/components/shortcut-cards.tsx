import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import {
  IconBeach,
  IconCalendarPlus,
  IconMapPinPlus,
  IconSitemap,
  IconUserOff,
  IconUserPlus,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { business } from "../../../i18n/locales/en/business";

type Shortcut = {
  /** Its text's key in the catalogue. */
  label: Exclude<keyof (typeof business)["shortcutCards"], "label">;
  to: string;
  icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }>;
};

// Where each shortcut goes (spec, Manager dashboard). Roles are added on the work-area screen.
const SHORTCUTS: Shortcut[] = [
  { label: "addLocation", to: "/create-location", icon: IconMapPinPlus },
  { label: "addWorkArea", to: "/workarea/create", icon: IconSitemap },
  { label: "addRole", to: "/workarea/create", icon: IconUserPlus },
  { label: "createShift", to: "/create-shift", icon: IconCalendarPlus },
  { label: "vacantShifts", to: "/shifts-roster?tab=vacant_shifts", icon: IconUsersGroup },
  { label: "leaveRequests", to: "/business-owner-shift-listing#ApplyForLeave", icon: IconBeach },
  { label: "vacantEmployees", to: "/calendar?calendar_view=vacant_employee", icon: IconUserOff },
];

export function ShortcutCards() {
  const { t } = useTranslation("business");
  return (
    <nav aria-label={t("shortcutCards.label")}>
      <SimpleGrid
        cols={{ base: 2, sm: 4, lg: 7 }}
        spacing="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
      >
        {SHORTCUTS.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <UnstyledButton component={Link} to={to} display="block" h="100%">
              <Paper withBorder radius="md" p="sm" h="100%" style={{ textAlign: "center" }}>
                <ThemeIcon variant="light" size={36} radius="xl" mb={6} aria-hidden>
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Text size="sm" fw={600}>
                  {t(`shortcutCards.${label}`)}
                </Text>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </nav>
  );
}
