import { GUIDES, type GuideKey, guideProgress } from "@brigade/contract/guides";
import { Alert, Checkbox, Group, Loader, Progress, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useGuides, useTickGuide } from "../api/guides";

type Props = { userName: string; onNavigate: () => void };

/** Greeting, progress and the five items; ticking one saves it and goes where it leads, even if saving fails. */
export function GettingStartedList({ userName, onNavigate }: Props) {
  const { t } = useTranslation("business");
  const guides = useGuides();
  const tick = useTickGuide();
  const navigate = useNavigate();
  // The item being saved shows ticked until the answer; a failure drops it back to unticked.
  const [saving, setSaving] = useState<GuideKey | null>(null);

  const valueOfGuide = (key: GuideKey) => guides.data?.find((g) => g.key === key)?.value ?? 0;
  const percent = guideProgress(guides.data ?? []);

  function choose(key: GuideKey, route: string) {
    setSaving(key);
    tick.mutate(key, {
      onSettled: () => {
        setSaving(null);
        onNavigate();
        navigate(route);
      },
    });
  }

  return (
    <Stack gap="sm">
      <Text fw={700}>{t("gettingStarted.hello", { name: userName })}</Text>
      {guides.isPending && <Loader size="sm" aria-label={t("gettingStarted.loading")} />}
      {guides.isError && (
        <Alert color="red" variant="light">
          {t("gettingStarted.failed")}
        </Alert>
      )}
      {guides.data && (
        <>
          <Group gap="xs" wrap="nowrap">
            <Progress value={percent} flex={1} aria-label={t("gettingStarted.progress")} />
            <Text size="sm" fw={600}>
              {t("gettingStarted.percent", { percent })}
            </Text>
          </Group>
          {GUIDES.map((g) => {
            const done = valueOfGuide(g.key) === 1;
            return (
              <Checkbox
                key={g.key}
                label={t(`gettingStarted.guides.${g.key}`)}
                checked={done || saving === g.key}
                disabled={done || saving !== null}
                onChange={(e) => e.currentTarget.checked && choose(g.key, g.route)}
              />
            );
          })}
        </>
      )}
    </Stack>
  );
}
