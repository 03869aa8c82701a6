import { ActionIcon, Popover } from "@mantine/core";
import { IconQuestionMark } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GettingStartedList } from "./getting-started-list";

/** The question-mark icon of the header that opens the getting-started checklist. */
export function GettingStartedButton({ userName }: { userName: string }) {
  const { t } = useTranslation("business");
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="light"
          size="lg"
          radius="xl"
          aria-label={t("gettingStarted.title")}
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          <IconQuestionMark size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t("gettingStarted.title")}>
        <GettingStartedList userName={userName} onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
