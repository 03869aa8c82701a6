import { exportData } from "@brigade/contract/export";
import type { RosterSort, RosterType, SortOrder } from "@brigade/contract/rosters";
import { Button } from "@mantine/core";
import { IconFileExport, IconListDetails } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadExport } from "../../../lib/download";
import { notifyError } from "../../../lib/notify";
import { fetchWholeRoster, type RosterFilters } from "../api/roster-index";
import { scheduleCsvRows, vacantCsvRows } from "../lib/roster-csv";

type Props = {
  rosterType: RosterType;
  /** The matching rows the listing reported; the export asks for all of them at once. */
  total: number;
  request: { sort: RosterSort; order: SortOrder; filters: RosterFilters };
  onViewAll: () => void;
};

/** Every matching row (not just the page shown) as the spec's CSV. */
async function exportCsv(rosterType: RosterType, total: number, request: Props["request"]): Promise<void> {
  if (rosterType === "vacant_shifts") {
    const rows = await fetchWholeRoster({ ...request, rosterType }, total);
    downloadExport(exportData(vacantCsvRows(rows), { fileName: "vacant-shifts" }));
  } else {
    const rows = await fetchWholeRoster({ ...request, rosterType }, total);
    downloadExport(exportData(scheduleCsvRows(rows), { fileName: "schedule-shifts" }));
  }
}

/** View All (the filters cleared: every upcoming row) and Export as CSV. */
export function RosterActions({ rosterType, total, request, onViewAll }: Props) {
  const { t } = useTranslation("rosters");
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await exportCsv(rosterType, total, request);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconListDetails size={16} aria-hidden />} onClick={onViewAll}>
        {t("actions.viewAll")}
      </Button>
      <Button
        leftSection={<IconFileExport size={16} aria-hidden />}
        onClick={run}
        loading={exporting}
        disabled={total === 0}
      >
        {t("actions.exportCsv")}
      </Button>
    </>
  );
}
