import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {t("notFound.title")}
        </Title>
        <Text>{t("notFound.text")}</Text>
        <Button component={Link} to="/">
          {t("notFound.home")}
        </Button>
      </Stack>
    </Center>
  );
}
