import { Button, Collapse } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Requests whose slot has started, folded under a control that says how many (as the member's home folds theirs):
 * the page opens on what still needs deciding. The content mounts only when opened, so it loads then.
 */
export function PastRequestsFold({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation("requests");
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        variant="default"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        leftSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
      >
        {open ? t("past.hide", { count }) : t("past.show", { count })}
      </Button>
      <Collapse expanded={open} id={id} mt="sm">
        {open && children}
      </Collapse>
    </div>
  );
}
