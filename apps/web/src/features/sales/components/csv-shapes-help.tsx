import { Code, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state";

// A first line of each shape, in the column names the import knows (they are the same in every language).
const TICKETS_HEADER = "date,time,amount,ticket";
const INTERVALS_HEADER = "start,sales,transactions";

/** A location without history yet: what a file to import looks like. */
export function CsvShapesHelp() {
  const { t } = useTranslation("sales");
  const shapes: [string, string][] = [
    [t("shapes.tickets"), TICKETS_HEADER],
    [t("shapes.intervals"), INTERVALS_HEADER],
  ];
  return (
    <EmptyState
      title={t("shapes.title")}
      action={
        <>
          <List spacing="xs" size="sm" ta="start" maw={640}>
            {shapes.map(([text, header]) => (
              <List.Item key={header}>
                {text}
                <Text size="sm" c="dimmed">
                  {t("shapes.example")} <Code>{header}</Code>
                </Text>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed" maw={640}>
            {t("shapes.more")}
          </Text>
        </>
      }
    >
      {t("shapes.text")}
    </EmptyState>
  );
}
