import { Group, Paper, Text, Title, UnstyledButton } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { WhenSeen } from "../../../components/when-seen";

/** The panels a manager folded, by key, kept in the browser so the dashboard opens as they left it. */
const FOLDED_KEY = "brigade.dashboard.folded";

type Props = {
  /** The panel's name in the remembered list (stable across languages). */
  panelKey: string;
  title: string;
  /** A line under the title saying what a column means. */
  note?: string;
  /** The panel's body, made (and its rows fetched) only once the panel is open and has come into view. */
  children: (headingId: string) => ReactNode;
};

/**
 * A dashboard panel: its title folds and unfolds it (remembered), and its body is only made once it is open and near
 * the screen, so the page's first reads are the ones a manager sees first.
 */
export function PanelFrame({ panelKey, title, note, children }: Props) {
  const { t } = useTranslation("business");
  const headingId = useId();
  const bodyId = useId();
  const [folded, setFolded] = useLocalStorage<string[]>({
    key: FOLDED_KEY,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const open = !folded.includes(panelKey);
  const toggle = () => setFolded((keys) => (open ? [...keys, panelKey] : keys.filter((k) => k !== panelKey)));

  return (
    <Paper component="section" withBorder radius="md" p={{ base: "xs", sm: "md" }} aria-labelledby={headingId}>
      <Title order={2} size="h5">
        <UnstyledButton
          onClick={toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          className="brigade-panel-toggle"
          style={{ width: "100%", borderRadius: 4 }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <span id={headingId}>{title}</span>
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: open ? "rotate(180deg)" : undefined, flexShrink: 0 }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <div id={bodyId} hidden={!open}>
        {note && (
          <Text size="xs" c="dimmed" mt={4}>
            {note}
          </Text>
        )}
        <div style={{ marginTop: 8 }}>
          {open && (
            <WhenSeen
              minHeight={40}
              placeholder={
                <Text size="sm" c="dimmed" role="status">
                  {t("dashboardPanel.loading", { title })}
                </Text>
              }
            >
              {children(headingId)}
            </WhenSeen>
          )}
        </div>
      </div>
    </Paper>
  );
}
