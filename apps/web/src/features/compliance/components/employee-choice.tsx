import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export type EmployeeOption = { value: string; label: string };

/** Where the choice finds people: a search of the business's team members by name (the app passes it). */
export type EmployeeSearch = (text: string, signal: AbortSignal) => Promise<EmployeeOption[]>;

type Props = Omit<SelectProps, "data" | "value" | "onChange" | "label"> & {
  value: number | null;
  onChange: (employeeId: number | null) => void;
  search: EmployeeSearch;
};

/** One employee, or all (cleared): searched on the server as the manager types, so a large team is found too. */
export function EmployeeChoice({ value, onChange, search, ...props }: Props) {
  const { t } = useTranslation("changeLog");
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<EmployeeOption | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  // Once one is chosen the field shows their name: opening it again lists everyone, not only them.
  const wanted = chosen && text === chosen.label ? "" : debounced;
  const found = useQuery({
    queryKey: ["change-log", "employees", wanted],
    queryFn: ({ signal }) => search(wanted, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const options = found.data ?? [];
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label={t("filters.employee")}
      placeholder={t("filters.allEmployees")}
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      searchValue={text}
      onSearchChange={setText}
      // The server searched already; the field lists what it found.
      filter={({ options: all }) => all}
      onChange={(next, option) => {
        setChosen(next && option ? { value: option.value, label: option.label } : null);
        onChange(next ? Number(next) : null);
      }}
      nothingFoundMessage={found.isError ? t("filters.employeesFailed") : t("filters.noEmployee")}
      {...props}
    />
  );
}
