import { Button, Drawer, Paper } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconFilter } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Where the sidebar filters sit: beside the page on a wide screen, behind a "Filters" button (a drawer) on a phone. */
export function FiltersFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("schedule");
  const phone = useMediaQuery("(max-width: 62em)");
  const [opened, drawer] = useDisclosure(false);
  if (phone)
    return (
      <>
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={drawer.open}>
          {t("filters.title")}
        </Button>
        <Drawer
          opened={opened}
          onClose={drawer.close}
          title={t("filters.title")}
          size="sm"
          closeButtonProps={{ "aria-label": t("filters.close") }}
        >
          {children}
        </Drawer>
      </>
    );
  return (
    <Paper withBorder radius="md" p="md" w={280} style={{ flexShrink: 0 }}>
      {children}
    </Paper>
  );
}
