import { Group, Loader, Paper, Text } from "@mantine/core";
import { useFocusOnMount } from "../../../components/step-heading";

/** Shown while the solver runs (it may take several seconds); it takes the keyboard, so Cancel is one Tab away. */
export function SolvingStatus() {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Paper ref={ref} tabIndex={-1} withBorder radius="sm" p="sm" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <div>
          <Text size="sm" fw={600}>
            Finding the best assignments…
          </Text>
          <Text size="xs" c="dimmed">
            This can take several seconds. Nothing is booked until you apply.
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
