import type { PackSection, RulePack } from "@brigade/contract/fair-workweek/pack";
import { Anchor, Badge, Button, Collapse, List, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { packSummary, type Sourced } from "../lib/pack-text";

/** Where a figure comes from, small and dimmed under it: the owner can check it against the ordinance. */
function Source({ source }: { source: string | null }) {
  const { t } = useTranslation("fairWorkweek");
  if (source === null) return null;
  return (
    <Text size="xs" c="dimmed">
      {t("summary.source", { source })}
    </Text>
  );
}

/** The mark of a part not yet read in the ordinance's own text (the pack's `unchecked`). */
function Unchecked({ when }: { when: boolean }) {
  const { t } = useTranslation("fairWorkweek");
  if (!when) return null;
  return (
    <Badge variant="outline" color="gray.8" size="sm" ml="xs" tt="none">
      {t("summary.unchecked")}
    </Badge>
  );
}

function Figure({ label, figure, unchecked = false }: { label: string; figure: Sourced; unchecked?: boolean }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
        <Unchecked when={unchecked} />
      </Text>
      <Text size="sm">{figure.text}</Text>
      <Source source={figure.source} />
    </div>
  );
}

/** A pack's figures in words, folded under a button so the form stays short (collapsed at first). */
export function RulePackSummary({ pack }: { pack: RulePack }) {
  const { t } = useTranslation("fairWorkweek");
  const [open, setOpen] = useState(false);
  const id = useId();
  const summary = packSummary(pack, t, currentLocale());
  const unchecked = (section: PackSection) => pack.unchecked.includes(section);
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        leftSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
      >
        {t("summary.toggle")}
      </Button>
      <Collapse expanded={open} id={id} mt="xs">
        {open && (
          <Stack gap="sm" p="sm" bd="1px solid var(--mantine-color-default-border)" bdrs="md">
            <div>
              <Text size="sm" fw={600}>
                {t("summary.ordinance")}
              </Text>
              <Anchor href={summary.url} target="_blank" rel="noreferrer" size="sm">
                {summary.ordinance} <VisuallyHidden>{t("summary.opensInNewTab")}</VisuallyHidden>
              </Anchor>
            </div>
            {pack.unchecked.length > 0 && (
              <Text size="sm" c="dimmed">
                {t("summary.uncheckedNote")}
              </Text>
            )}
            <Figure label={t("summary.covers")} figure={{ text: summary.covers, source: null }} />
            <Figure
              label={t("summary.effective")}
              figure={{ text: summary.effective, source: null }}
              unchecked={unchecked("effective_from")}
            />
            <Figure label={t("summary.notice")} figure={summary.notice} unchecked={unchecked("notice")} />
            <PayTable bands={summary.bands} addedThreshold={summary.addedThreshold} unchecked={unchecked("pay")} />
            <Figure label={t("summary.rest")} figure={summary.rest} unchecked={unchecked("rest")} />
            <div>
              <Text size="sm" fw={600}>
                {t("summary.exempt")}
                <Unchecked when={unchecked("exempt")} />
              </Text>
              <List size="sm" spacing={4}>
                {summary.exempt.map((item) => (
                  <List.Item key={`${item.text}-${item.source}`}>
                    {item.text}
                    <Source source={item.source} />
                  </List.Item>
                ))}
              </List>
            </div>
            <Figure label={t("summary.estimate")} figure={summary.estimate} unchecked={unchecked("estimate")} />
            <Figure label={t("summary.records")} figure={summary.records} unchecked={unchecked("records")} />
          </Stack>
        )}
      </Collapse>
    </div>
  );
}

type PayTableProps = {
  bands: ReturnType<typeof packSummary>["bands"];
  addedThreshold: string | null;
  unchecked: boolean;
};

/** The pay by notice band; on a phone it scrolls in its own box (focusable, so a keyboard can scroll it too). */
function PayTable({ bands, addedThreshold, unchecked }: PayTableProps) {
  const { t } = useTranslation("fairWorkweek");
  const titleId = useId();
  return (
    <div>
      {/* The title stays outside the scrolling box, so a phone shows all of it. */}
      <Text size="sm" fw={600} id={titleId} mb={4}>
        {t("summary.payTitle")}
        <Unchecked when={unchecked} />
      </Text>
      <Table.ScrollContainer minWidth={460} type="native" tabIndex={0} role="group" aria-labelledby={titleId}>
        <Table withTableBorder verticalSpacing={4} fz="sm" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("summary.noticeLeft")}</Table.Th>
              <Table.Th scope="col">{t("summary.added")}</Table.Th>
              <Table.Th scope="col">{t("summary.reduced")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bands.map((band) => (
              <Table.Tr key={band.label}>
                <Table.Th scope="row" fw={400}>
                  {band.label}
                  <Source source={band.source} />
                </Table.Th>
                <Table.Td>{band.added}</Table.Td>
                <Table.Td>{band.reduced}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {addedThreshold && (
        <Text size="sm" mt={4}>
          {addedThreshold}
        </Text>
      )}
    </div>
  );
}
