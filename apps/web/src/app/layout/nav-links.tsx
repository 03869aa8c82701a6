import { Box, NavLink, Stack, Text, Tooltip } from "@mantine/core";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
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
  const { t, i18n } = useTranslation("common");
  const baseId = useId();
  const box = useRef<HTMLDivElement>(null);
  const clipped = useClippedLabels(box, !iconsOnly, i18n.language);
  // Editing (?id=N) belongs to the list the record came from, not to "Create …".
  const editing = new URLSearchParams(search).has("id");
  const section = editing ? (editParents[pathname] ?? pathname) : pathname;

  return (
    // The browser's own scrolling: Mantine's ScrollArea measured itself on every resize, a forced layout in the
    // middle of a phone's first render of the page.
    <Box ref={box} style={{ flex: 1, overflowY: "auto" }}>
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
                const link = (
                  <NavLink
                    component={Link}
                    to={to}
                    label={label}
                    aria-label={label}
                    // One line each, so every screen fits a laptop's height; a label too long ends in "…".
                    noWrap
                    leftSection={<Icon size={18} aria-hidden />}
                    active={active}
                    aria-current={active ? "page" : undefined}
                    variant="filled"
                    className="brigade-nav-link"
                    onClick={onNavigate}
                  />
                );
                // Icons only, or a label cut short (…): the label comes on hover and focus; it names the link for a
                // screen reader always. No tooltip where the label shows whole (the phone's drawer, a wide screen):
                // each one set its position's state as the page first drew, which drew the navigation again.
                return (
                  <li key={to}>
                    {iconsOnly || clipped.has(to) ? (
                      <Tooltip label={label} position="right" events={{ hover: true, focus: true, touch: false }}>
                        {link}
                      </Tooltip>
                    ) : (
                      link
                    )}
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

/**
 * The links (by their path) whose label is cut short on one line, measured when the column's size, the language or
 * the mode changes: after layout (ResizeObserver), so it forces none.
 */
function useClippedLabels(box: RefObject<HTMLDivElement | null>, labelled: boolean, language: string): Set<string> {
  const [clipped, setClipped] = useState<Set<string>>(() => new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a language's labels are other texts in the same column
  useEffect(() => {
    const el = box.current;
    if (!el || !labelled) {
      setClipped((old) => (old.size ? new Set() : old));
      return;
    }
    const measure = () => {
      const found = new Set<string>();
      // The label's own width against its box's, in fractions of a pixel: a text a part of a pixel too wide ends
      // in "…" too (scrollWidth rounds it away).
      for (const label of el.querySelectorAll<HTMLElement>(".mantine-NavLink-label")) {
        const body = label.parentElement;
        if (body && label.getBoundingClientRect().width > body.getBoundingClientRect().width)
          found.add(label.closest("a")?.getAttribute("href") ?? "");
      }
      setClipped((old) => (same(old, found) ? old : found));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, labelled, language]);
  return clipped;
}

const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
