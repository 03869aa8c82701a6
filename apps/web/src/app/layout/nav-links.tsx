import { Box, NavLink, Stack, Text, Tooltip } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useSession } from "../session";
import { navGroupsFor } from "./nav-items";

const editParents: Record<string, string> = {
  "/create-location": "/locations",
  "/create-team-member": "/team-member-record",
};

/**
 * The screens in groups, each a list named by its title: a screen reader announces "Schedule, list, 5 items". The
 * titles are not headings, so each page's outline starts at its own h1. In icon mode (reach.css) a thin line shows
 * where a group starts. `onNavigate` closes the phone navbar, also when the link is the page already shown.
 */
export function NavLinks({ iconsOnly, onNavigate }: { iconsOnly: boolean; onNavigate: () => void }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const { t } = useTranslation("common");
  const baseId = useId();
  // Editing (?id=N) belongs to the list the record came from, not to "Create …".
  const editing = new URLSearchParams(search).has("id");
  const section = editing ? (editParents[pathname] ?? pathname) : pathname;

  return (
    // The browser's own scrolling: Mantine's ScrollArea measured itself on every resize, a forced layout in the
    // middle of a phone's first render of the page.
    <Box style={{ flex: 1, overflowY: "auto" }}>
      {navGroupsFor(user).map(({ title, items }, index) => {
        const titleId = `${baseId}-group-${index}`;
        return (
          <div key={title ?? index} className="brigade-nav-group">
            {title && (
              <Text id={titleId} className="brigade-nav-group-title" size="xs" fw={700} c="dimmed" tt="uppercase">
                {t(`nav.groups.${title}`)}
              </Text>
            )}
            <Stack
              gap={2}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: "none" }}
              aria-labelledby={title ? titleId : undefined}
            >
              {items.map(({ to, label: key, icon: Icon }) => {
                const label = t(`nav.items.${key}`);
                const active = section === to;
                // Icons only: the label comes on hover and focus, and names the link for a screen reader always.
                return (
                  <li key={to}>
                    <Tooltip
                      label={label}
                      position="right"
                      disabled={!iconsOnly}
                      events={{ hover: true, focus: true, touch: false }}
                    >
                      <NavLink
                        component={Link}
                        to={to}
                        label={label}
                        aria-label={label}
                        leftSection={<Icon size={18} aria-hidden />}
                        active={active}
                        aria-current={active ? "page" : undefined}
                        variant="filled"
                        className="brigade-nav-link"
                        onClick={onNavigate}
                      />
                    </Tooltip>
                  </li>
                );
              })}
            </Stack>
          </div>
        );
      })}
    </Box>
  );
}
