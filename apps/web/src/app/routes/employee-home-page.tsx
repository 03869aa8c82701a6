import { Paper, Stack, Text } from "@mantine/core";
import { PageHeader } from "../../components/page-header";
import { useSession } from "../session";

/** A placeholder until the employee schedule is built. */
export function EmployeeHomePage() {
  const { user, business } = useSession();
  return (
    <>
      <PageHeader title="My Schedule" description={business.name} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Text fw={600} size="lg">
            Hello, {user.name}
          </Text>
          <Text>Your schedule will appear here.</Text>
        </Stack>
      </Paper>
    </>
  );
}
