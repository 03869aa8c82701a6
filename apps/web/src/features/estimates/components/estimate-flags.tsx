import { Anchor, Group, Paper, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryError } from "../../../components/query-error";
import { intlTag } from "../../../i18n";
import { locationsQueryOptions } from "../../../lib/locations-query";
import { useEstimateFlags } from "../api/estimates";
import { flagParts } from "../lib/estimate-text";

/** Where a person's record opens on their good-faith estimate. */
export const estimateRecordPath = (employeeId: number) => `/team-member-record?estimate=${employeeId}`;

type Props = {
  locationId: number;
  /** The week's Monday, DD-MM-YYYY. */
  week: string;
};

/**
 * The week's good-faith estimate flag at a location (fair-workweek.md, "Good-faith estimate"): who is scheduled that
 * week outside their estimate, each name leading to their record. A location under no fair workweek rules reads
 * nothing and shows nothing; nor does a week with nobody outside.
 */
export function EstimateFlags({ locationId, week }: Props) {
  const { t } = useTranslation("estimates");
  // The location list is the page's own read (one cache): its jurisdiction says whether to ask at all.
  const locations = useQuery(locationsQueryOptions());
  const ruled = Boolean(locations.data?.find((l) => l.id === locationId)?.jurisdiction);
  const flags = useEstimateFlags(locationId, week, ruled && week !== "");
  if (!ruled) return null;
  if (flags.isError)
    return <QueryError error={flags.error} onRetry={() => void flags.refetch()} title={t("flags.failed")} />;
  if (!flags.data || flags.data.length === 0) return null;
  const { lead, items } = flagParts(flags.data, t, intlTag());
  return (
    <Paper
      component="section"
      aria-label={t("flags.label")}
      withBorder
      radius="md"
      p="xs"
      style={{ borderInlineStart: "4px solid var(--mantine-color-orange-7)" }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="transparent" color="orange.9" size="sm" aria-hidden>
          <IconAlertTriangle size={18} />
        </ThemeIcon>
        <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
          {lead}{" "}
          {items.map((item, index) => (
            <Fragment key={item.employeeId}>
              {index > 0 && ", "}
              <Anchor component={Link} to={estimateRecordPath(item.employeeId)} size="sm" fw={600}>
                {item.name}
              </Anchor>{" "}
              {item.detail}
            </Fragment>
          ))}
        </Text>
      </Group>
    </Paper>
  );
}
