import { ActionIcon, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";

type Props = {
  /** Accessible name and tooltip, e.g. "Delete Downtown". */
  label: string;
  loading: boolean;
  onClick: () => void;
  size?: "sm" | "md";
};

/** The red bin of a table row; the caller asks for confirmation before deleting. */
export function DeleteAction({ label, loading, onClick, size = "md" }: Props) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size={size} color="red.9" aria-label={label} loading={loading} onClick={onClick}>
        <IconTrash size={size === "sm" ? 16 : 18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
