import type { LocationItem } from "@brigade/contract/locations";
import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Props = Omit<SelectProps, "data" | "value" | "onChange" | "label" | "required" | "allowDeselect"> & {
  locations: LocationItem[];
  value: number | null;
  onChange: (locationId: number | null) => void;
};

/** The required "Location" choice of a dialog's form, by id: once chosen, a location stays chosen. */
export function LocationSelect({ locations, value, onChange, ...props }: Props) {
  const { t } = useTranslation("common");
  return (
    <Select
      label={t("location")}
      required
      data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      allowDeselect={false}
      {...props}
    />
  );
}

/** The location a page's filter names (an id, or "showAll"/null when it names none), to preselect: its id or null. */
export const chosenLocationId = (locations: LocationItem[], filter: string | number | null | undefined) =>
  locations.find((l) => String(l.id) === String(filter))?.id ?? null;
