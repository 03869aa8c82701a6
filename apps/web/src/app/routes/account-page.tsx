import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { PageHeader } from "../../components/page-header";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";
import { EmailPreferences } from "../../features/notifications/components/email-preferences";
import { isManagerRole, useSession } from "../session";

const roleLabels = { owner: "Owner", manager: "Manager", team_member: "Team member" } as const;

export function AccountPage() {
  const { user, business } = useSession();
  return (
    <>
      <PageHeader title="My Account" />
      <Stack gap="lg" maw={760}>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section">
          <Title order={2} size="h4" mb="sm">
            Profile
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Detail label="Name" value={user.name} />
            <Detail label="Email" value={user.email} />
            <Detail label="Phone" value={user.phone ?? "Not set"} />
            <Detail label="Role" value={`${roleLabels[user.role]} at ${business.name}`} />
          </SimpleGrid>
        </Paper>
        <Paper
          withBorder
          p={{ base: "md", sm: "lg" }}
          radius="md"
          component="section"
          aria-labelledby="email-notifications-title"
        >
          <Title order={2} size="h4" mb="sm" id="email-notifications-title">
            E-mail notifications
          </Title>
          <EmailPreferences manager={isManagerRole(user.role)} />
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section">
          <Title order={2} size="h4" mb="sm">
            Change password
          </Title>
          <ChangePasswordForm />
        </Paper>
      </Stack>
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
}
