import { MultiSelect, Text } from "@mantine/core";
import { useMemo } from "react";
import { PagedMultiSelect, type PagedOption, type PagedSource } from "../../../components/paged-multi-select";
import { assignmentKeys } from "../api/assignment-keys";
import { fetchEligibleEmployees } from "../api/eligible-employees";

export type EmployeeChoice = { id: number; name: string; email: string };

/** The spec's option label: name plus {email}. */
export const employeeLabel = (e: { name: string; email: string }) => `${e.name} {${e.email}}`;

type Props = {
  slotId: number;
  locationId: number;
  areaRoleId: number;
  value: EmployeeChoice[];
  onChange: (value: EmployeeChoice[]) => void;
  /** Pre-filled from the calendar: shown, not changeable. */
  fixed?: EmployeeChoice;
  error?: string;
};

/** Who could take the slot: searched on the server, six per page, more loading as the list scrolls. */
export function EmployeeField({ slotId, locationId, areaRoleId, value, onChange, fixed, error }: Props) {
  // Names and e-mails of every loaded option, so chosen ids come back as people.
  const known = useMemo(() => new Map<string, EmployeeChoice>(), []);
  const source = useMemo<PagedSource>(
    () => ({
      key: assignmentKeys.eligible(slotId, areaRoleId),
      async fetchPage({ page, search, signal }) {
        const list = await fetchEligibleEmployees({ slotId, locationId, areaRoleId, page, search }, signal);
        const options: PagedOption[] = list.data.map((e) => {
          known.set(String(e.id), { id: e.id, ...e.user });
          return { value: String(e.id), label: employeeLabel(e.user) };
        });
        return { options, nextPage: list.next_page_url ? list.current_page + 1 : null };
      },
      // Every chosen id came from a loaded page.
      fetchSelected: async () => [],
    }),
    [slotId, locationId, areaRoleId, known],
  );

  if (fixed) {
    const option = { value: String(fixed.id), label: employeeLabel(fixed) };
    return <MultiSelect label="Employee" data={[option]} value={[option.value]} disabled withAsterisk />;
  }
  return (
    <div>
      <PagedMultiSelect
        label="Employee"
        placeholder="Search by name or e-mail"
        value={value.map((e) => String(e.id))}
        onChange={(ids) => onChange(ids.flatMap((id) => known.get(id) ?? value.find((e) => String(e.id) === id) ?? []))}
        source={source}
        nothingFound="No employee can take this time slot"
      />
      {error && (
        <Text size="xs" c="var(--mantine-color-error)" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
