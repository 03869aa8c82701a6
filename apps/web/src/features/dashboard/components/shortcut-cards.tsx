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
import { Link } from "react-router";

type Shortcut = { label: string; to: string; icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }> };

// Where each shortcut goes (spec, Manager dashboard). Roles are added on the work-area screen.
const SHORTCUTS: Shortcut[] = [
  { label: "Add Location", to: "/create-location", icon: IconMapPinPlus },
  { label: "Add Work Area", to: "/workarea/create", icon: IconSitemap },
  { label: "Add Role", to: "/workarea/create", icon: IconUserPlus },
  { label: "Create Shift", to: "/create-shift", icon: IconCalendarPlus },
  { label: "Vacant Shifts", to: "/shifts-roster?tab=vacant_shifts", icon: IconUsersGroup },
  { label: "Leave Requests", to: "/business-owner-shift-listing#ApplyForLeave", icon: IconBeach },
  { label: "Vacant Employees", to: "/calendar?calendar_view=vacant_employee", icon: IconUserOff },
];

export function ShortcutCards() {
  return (
    <nav aria-label="Shortcuts">
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
                  {label}
                </Text>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </nav>
  );
}
