import { GUIDES, guideProgress, nextGuide } from "@brigade/contract/guides";
import { Badge, Button, Group, List, Paper, Progress, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useGuides } from "../api/guides";

/**
 * The set-up path on the dashboard while it is not done: the checklist's steps in order, what each is for, the ones
 * done ticked and the next one's button. The checklist behind "?" ticks items the spec's way; this only leads.
 */
export function SetupPath() {
  const { t } = useTranslation("business");
  const guides = useGuides();
  const headingId = useId();
  const next = guides.data ? nextGuide(guides.data) : undefined;
  if (!guides.data || !next) return null;
  const done = (key: string) => guides.data.find((g) => g.key === key)?.value === 1;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {t("setup.title")}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Progress value={guideProgress(guides.data)} w={120} aria-hidden />
          <Text size="sm" fw={600}>
            {t("setup.progress", { percent: guideProgress(guides.data) })}
          </Text>
        </Group>
      </Group>
      <List spacing="sm" listStyleType="none" component="ol" p={0}>
        {GUIDES.map((g, i) => {
          const isDone = done(g.key);
          const isNext = g.key === next.key;
          return (
            <List.Item
              key={g.key}
              icon={
                <ThemeIcon
                  size={24}
                  radius="xl"
                  color={isDone ? "teal.8" : isNext ? "blue.8" : "gray.6"}
                  variant={isDone || isNext ? "filled" : "light"}
                >
                  {isDone ? (
                    <IconCheck size={14} aria-hidden />
                  ) : (
                    <Text size="xs" fw={700}>
                      {i + 1}
                    </Text>
                  )}
                </ThemeIcon>
              }
            >
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {t(`gettingStarted.guides.${g.key}`)}
                </Text>
                {isDone && (
                  <Badge color="teal.9" variant="light" size="sm">
                    {t("setup.done")}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t(`setup.why.${g.key}`)}
              </Text>
              {isNext && (
                <Button component={Link} to={g.route} size="xs" mt={6}>
                  {t("setup.start", { step: t(`gettingStarted.guides.${g.key}`) })}
                </Button>
              )}
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
