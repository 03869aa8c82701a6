import { Center, Loader } from "@mantine/core";

export function FullPageLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Loader aria-label="Loading Brigade" />
    </Center>
  );
}
