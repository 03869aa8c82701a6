import { Button, Drawer, Paper } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconFilter } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** Where the sidebar filters sit: beside the page on a wide screen, behind a "Filters" button (a drawer) on a phone. */
export function FiltersFrame({ children }: { children: ReactNode }) {
  const phone = useMediaQuery("(max-width: 62em)");
  const [opened, drawer] = useDisclosure(false);
  if (phone)
    return (
      <>
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={drawer.open}>
          Filters
        </Button>
        <Drawer
          opened={opened}
          onClose={drawer.close}
          title="Filters"
          size="sm"
          closeButtonProps={{ "aria-label": "Close the filters" }}
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
