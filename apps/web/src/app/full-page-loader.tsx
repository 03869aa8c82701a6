import { Center, Group, Image, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { staticFrameShown } from "./frames/static-frame";

/** While a screen's code loads (unless the page's static frame shows): the brand mark of the page's splash (index.html), and a loader. */
export function FullPageLoader() {
  const { t } = useTranslation("common");
  // The page's static frame (frames/static-frame.ts) is still there, and a loader in itself.
  if (staticFrameShown()) return null;
  return (
    <Center h="100dvh" bg="gray.0" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <Group gap={8} aria-hidden>
          <Image src="/default-logo.svg" alt="" w={40} h={40} />
          <Text fw={800} fz={26} c="brand.8" lh={1.2}>
            Brigade
          </Text>
        </Group>
        <Loader aria-label={t("app.loading")} />
      </Stack>
    </Center>
  );
}
