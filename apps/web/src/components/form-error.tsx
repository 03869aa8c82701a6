import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** The server's refusal of a whole form (a field's own message shows under that field). */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {error.message}
    </Alert>
  );
}
