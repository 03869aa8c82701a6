import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "../../components/language-select";
import { PageHeader } from "../../components/page-header";
import { useSaveLocale } from "../../features/auth/api/locale";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";
import { PinForm } from "../../features/kiosk/components/pin-form";
import { EmailPreferences } from "../../features/notifications/components/email-preferences";
import { isManagerRole, useSession } from "../session";

export function AccountPage() {
  const { user, business } = useSession();
  const { t } = useTranslation("account");
  const { t: tTime } = useTranslation("time");
  const saveLocale = useSaveLocale();
  return (
    <>
      <PageHeader title={t("title")} />
      <Stack gap="lg" maw={760}>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section">
          <Title order={2} size="h4" mb="sm">
            {t("profile.title")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Detail label={t("profile.name")} value={user.name} />
            <Detail label={t("profile.email")} value={user.email} />
            <Detail label={t("profile.phone")} value={user.phone ?? t("profile.notSet")} />
            <Detail
              label={t("profile.role")}
              value={t("profile.roleAt", { role: t(`roles.${user.role}`), business: business.name })}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby="language-title">
          <Title order={2} size="h4" mb={4} id="language-title">
            {t("language.title")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("language.intro")}
          </Text>
          <LanguageSelect maw={240} onChosen={(locale) => saveLocale.mutate({ locale })} />
        </Paper>
        <Paper
          withBorder
          p={{ base: "md", sm: "lg" }}
          radius="md"
          component="section"
          aria-labelledby="email-notifications-title"
        >
          <Title order={2} size="h4" mb="sm" id="email-notifications-title">
            {t("emails.title")}
          </Title>
          <EmailPreferences manager={isManagerRole(user.role)} owner={user.role === "owner"} />
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby="pin-title">
          <Title order={2} size="h4" mb={4} id="pin-title">
            {tTime("pin.title")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {tTime("pin.intro")}
          </Text>
          <PinForm />
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section">
          <Title order={2} size="h4" mb="sm">
            {t("changePassword")}
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
