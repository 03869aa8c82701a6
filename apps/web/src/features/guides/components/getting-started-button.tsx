import { ActionIcon, Popover } from "@mantine/core";
import { IconQuestionMark } from "@tabler/icons-react";
import { useState } from "react";
import { GettingStartedList } from "./getting-started-list";

/** The question-mark icon of the header that opens the getting-started checklist. */
export function GettingStartedButton({ userName }: { userName: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="light"
          size="lg"
          radius="xl"
          aria-label="Getting started"
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          <IconQuestionMark size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label="Getting started">
        <GettingStartedList userName={userName} onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
