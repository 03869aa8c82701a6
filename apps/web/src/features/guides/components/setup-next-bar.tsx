import { guideProgress, nextGuide } from "@brigade/contract/guides";
import { Anchor, Button, CloseButton, Group, Paper, Progress, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconArrowRight } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { guidesQueryOptions, useGuides } from "../api/guides";

/**
 * Above every page while the owner's set-up is not done: how far along, and the next step with its link, so each
 * step ends with its "next" (issue 36). Once it is done, or the owner hides it, this device remembers so and reads
 * the checklist no more (reading it ticks what the business has: a write per page otherwise).
 */
export function SetupNextBar({ userId }: { userId: number }) {
  const stored = { defaultValue: false, getInitialValueInEffect: false };
  const [hidden, setHidden] = useLocalStorage({ key: `brigade.setup-hidden.${userId}`, ...stored });
  const [finished, setFinished] = useLocalStorage({ key: `brigade.setup-done.${userId}`, ...stored });
  if (hidden || finished) return null;
  return <NextStep onHide={() => setHidden(true)} onFinished={() => setFinished(true)} />;
}

/** The bar itself, reading the checklist again on each page change and after each change the app saves. */
function NextStep({ onHide, onFinished }: { onHide: () => void; onFinished: () => void }) {
  const { t } = useTranslation("business");
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const guides = useGuides();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: guidesQueryOptions().queryKey });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read afresh on each page change.
  useEffect(refresh, [pathname]);
  // A location made, a role added: a step the server may now tick. A failed change too: one made of several
  // calls (the starter areas) may have made part of what it set out to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribed once; refresh reads the same client.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && (event.action.type === "success" || event.action.type === "error")) refresh();
      }),
    [queryClient],
  );
  const done = guides.data !== undefined && nextGuide(guides.data) === undefined;
  useEffect(() => {
    if (done) onFinished();
  }, [done, onFinished]);

  const next = guides.data ? nextGuide(guides.data) : undefined;
  // The dashboard shows the whole path (SetupPath) instead.
  if (!guides.data || !next || pathname === "/dashboard") return null;
  const percent = guideProgress(guides.data);
  const label = t(`gettingStarted.guides.${next.key}`);
  const here = `${pathname}` === next.route.split("?")[0];
  return (
    <Paper component="section" aria-label={t("setup.region")} withBorder radius="md" px="sm" py={6} mb="sm">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {t("setup.progress", { percent })}
          </Text>
          <Progress value={percent} w={80} aria-hidden />
          {here ? (
            <Text size="sm">{t("setup.doingNow", { step: label })}</Text>
          ) : (
            <Button
              component={Link}
              to={next.route}
              size="compact-sm"
              variant="light"
              rightSection={<IconArrowRight size={14} aria-hidden />}
            >
              {t("setup.next", { step: label })}
            </Button>
          )}
          <Anchor component={Link} to="/dashboard" size="sm">
            {t("setup.allSteps")}
          </Anchor>
        </Group>
        <CloseButton size="sm" aria-label={t("setup.hide")} onClick={onHide} />
      </Group>
    </Paper>
  );
}
