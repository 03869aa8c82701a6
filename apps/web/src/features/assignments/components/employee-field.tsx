import type { CandidateFit } from "@brigade/contract/fit";
import { MultiSelect, Text } from "@mantine/core";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PagedMultiSelect, type PagedOption, type PagedSource } from "../../../components/paged-multi-select";
import { assignmentKeys } from "../api/assignment-keys";
import { fetchEligibleEmployees } from "../api/eligible-employees";
import { FitBadges } from "./fit-badges";

/** A person to assign; `fit` says how the slot suits them (unknown until the candidate list has said). */
export type EmployeeChoice = { id: number; name: string; email: string; fit?: CandidateFit };

/** The spec's option label: name plus {email}. */
export const employeeLabel = (e: { name: string; email: string }) => `${e.name} {${e.email}}`;

type Props = {
  slotId: number;
  locationId: number;
  areaRoleId: number;
  value: EmployeeChoice[];
  onChange: (value: EmployeeChoice[]) => void;
  /** Pre-filled from the calendar: shown, not changeable; its `fit` once known. */
  fixed?: EmployeeChoice;
  error?: string;
};

/**
 * Who could take the slot: searched on the server, six per page, more loading as the list scrolls, in the
 * server's order (best fit first), each with badges of how the slot fits them. Someone with time off is
 * listed but cannot be chosen.
 */
export function EmployeeField({ slotId, locationId, areaRoleId, value, onChange, fixed, error }: Props) {
  const { t } = useTranslation("planning");
  // Unique to this opening of the modal (React never hands out the same id twice).
  const opening = useId();
  const fixedFitId = `${opening}-fit`;
  // Every loaded candidate, so chosen ids come back as people (with their fit). Only fetchPage fills it, so
  // each opening of the modal has its own list in the cache: a list cached by an earlier opening would show
  // options this map does not know (and a pick would be lost), and candidates' fits change as others assign.
  const known = useMemo(() => new Map<string, EmployeeChoice>(), []);
  const source = useMemo<PagedSource>(
    () => ({
      key: [...assignmentKeys.eligible(slotId, areaRoleId), opening],
      async fetchPage({ page, search, signal }) {
        const list = await fetchEligibleEmployees({ slotId, locationId, areaRoleId, page, search }, signal);
        const options: PagedOption[] = list.data.map((e) => {
          known.set(String(e.id), { id: e.id, ...e.user, fit: e.fit });
          return { value: String(e.id), label: employeeLabel(e.user), disabled: e.fit.time_off };
        });
        return { options, nextPage: list.next_page_url ? list.current_page + 1 : null };
      },
      // Every chosen id came from a loaded page.
      fetchSelected: async () => [],
    }),
    [slotId, locationId, areaRoleId, known, opening],
  );

  if (fixed) {
    const option = { value: String(fixed.id), label: employeeLabel(fixed) };
    return (
      <div>
        <MultiSelect
          label={t("assign.employee")}
          data={[option]}
          value={[option.value]}
          disabled
          withAsterisk
          aria-describedby={fixed.fit ? fixedFitId : undefined}
        />
        {fixed.fit && (
          <div id={fixedFitId}>
            <FitBadges fit={fixed.fit} />
          </div>
        )}
      </div>
    );
  }
  return (
    <div>
      <PagedMultiSelect
        label={t("assign.employee")}
        placeholder={t("assign.employeeSearch")}
        value={value.map((e) => String(e.id))}
        onChange={(ids) => onChange(ids.flatMap((id) => known.get(id) ?? value.find((e) => String(e.id) === id) ?? []))}
        source={source}
        nothingFound={t("assign.noEmployee")}
        details={(option) => {
          const fit = known.get(option.value)?.fit;
          return fit ? <FitBadges fit={fit} /> : null;
        }}
      />
      {error && (
        <Text size="xs" c="var(--mantine-color-error)" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
