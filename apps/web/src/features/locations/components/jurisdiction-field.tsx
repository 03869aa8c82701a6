import { Loader, Select, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { useRulePacks } from "../api/get-rule-packs";
import { RulePackSummary } from "./rule-pack-summary";

/** The select's value for "no pack" (a pack id is never this), since a Select option cannot be null. */
const NONE = "none";

type Props = {
  /** A pack's id, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  onBlur?: () => void;
  onFocus?: () => void;
};

/** The location's fair-workweek rule pack, and under it, once one is chosen, what its rules say. */
export function JurisdictionField({ value, onChange, error, onBlur, onFocus }: Props) {
  const { t } = useTranslation("fairWorkweek");
  const packs = useRulePacks();
  const options = [
    { value: NONE, label: t("field.none") },
    ...(packs.data ?? []).map((pack) => ({ value: pack.id, label: pack.name })),
  ];
  const chosen = packs.data?.find((pack) => pack.id === value);
  return (
    <Stack gap="xs">
      <Select
        label={t("field.label")}
        description={packs.isPending ? t("field.loading") : t("field.hint")}
        data={options}
        // While the packs load, the saved choice has no option yet: shown empty, not as "None".
        value={value ?? NONE}
        onChange={(next) => onChange(next === NONE || next === null ? null : next)}
        onBlur={onBlur}
        onFocus={onFocus}
        allowDeselect={false}
        disabled={!packs.isSuccess}
        rightSection={packs.isPending ? <Loader size="xs" aria-hidden /> : undefined}
        error={error}
      />
      {packs.isError && <QueryError title={t("field.loadError")} error={packs.error} onRetry={() => packs.refetch()} />}
      {chosen && <RulePackSummary key={chosen.id} pack={chosen} />}
    </Stack>
  );
}
