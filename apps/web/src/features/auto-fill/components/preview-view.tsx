import type { AutoFillApplyItem, AutoFillPayload } from "@brigade/contract/auto-fill";
import { formatAmount } from "@brigade/contract/money";
import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { PreviewPay, type PreviewPayState } from "../../../components/preview-pay";
import { StepHeading } from "../../../components/step-heading";
import { StickyActions } from "../../../components/sticky-actions";
import { currentLocale } from "../../../i18n";
import { useLocationRules } from "../../../lib/change-rules-query";
import { useApplyPay } from "../api/apply-auto-fill";
import { applyItemOf, assignmentKey, gapText, maxFillText, statsLine } from "../lib/preview";
import { ProposalList } from "./proposal-list";
import { UnfilledList } from "./unfilled-list";

type Props = {
  /** The location the proposal is for: under fair-workweek rules, the pay of applying it is shown. */
  locationId: number | null;
  preview: AutoFillPayload;
  applying: boolean;
  error: Error | null;
  onApply: (items: AutoFillApplyItem[]) => void;
  onBack: () => void;
};

/**
 * The proposal: what would be booked (each can be unticked), what stays open and why; nothing is booked yet. At a
 * location under fair-workweek rules, also the predictability pay applying the ticked ones would cost (apply's dry
 * run, asked again once the ticks rest for a moment); a location under none asks nothing more.
 */
export function PreviewView({ locationId, preview, applying, error, onApply, onBack }: Props) {
  const { t } = useTranslation("planning");
  const { assignments, unfilled, stats, notice, cost, time_zone: zone } = preview;
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(assignments.map(assignmentKey)));
  const chosen = assignments.filter((a) => ticked.has(assignmentKey(a)));
  const gap = gapText(stats);
  const mostPossible = maxFillText(stats);
  const pay = useProposalPay(locationId, assignments, chosen);

  const toggle = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const apply = () => {
    if (!applying && chosen.length > 0) onApply(chosen.map(applyItemOf));
  };

  return (
    <Stack gap="md">
      <div>
        <StepHeading>{statsLine(stats)}</StepHeading>
        {mostPossible && (
          <Text size="sm" c="dimmed">
            {mostPossible}
          </Text>
        )}
        {gap && (
          <Text size="sm" c="dimmed">
            {gap}
          </Text>
        )}
        {/* Only for those who see money: the server leaves cost null for the others. */}
        {cost && assignments.length > 0 && (
          <Text size="sm">
            {t("autoFill.preview.addedCost", {
              amount: formatAmount(cost.added_cost, cost.currency, currentLocale()),
            })}
            {cost.unpriced_assignments > 0 &&
              ` ${t("autoFill.preview.unpriced", { count: cost.unpriced_assignments })}`}
          </Text>
        )}
      </div>
      {pay}
      {notice && (
        <Alert color="orange.9" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status">
          {notice}
        </Alert>
      )}
      {stats.open_positions === 0 ? (
        <Text role="status">{t("autoFill.preview.nothingOpen")}</Text>
      ) : assignments.length === 0 ? (
        <Text role="status">{t("autoFill.preview.noneProposed")}</Text>
      ) : (
        <section aria-labelledby="auto-fill-proposals">
          <Group justify="space-between" gap="xs" mb="xs">
            <Title order={3} size="h5" id="auto-fill-proposals">
              {t("autoFill.preview.proposed")}
            </Title>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={applying}
                onClick={() => setTicked(new Set(assignments.map(assignmentKey)))}
              >
                {t("autoFill.preview.selectAll")}
              </Button>
              <Button size="xs" variant="default" disabled={applying} onClick={() => setTicked(new Set())}>
                {t("autoFill.preview.selectNone")}
              </Button>
            </Group>
          </Group>
          <ProposalList
            assignments={assignments}
            timeZone={zone}
            ticked={ticked}
            disabled={applying}
            onToggle={toggle}
          />
        </section>
      )}
      {unfilled.length > 0 && (
        <section aria-labelledby="auto-fill-unfilled">
          <Title order={3} size="h5" mb="xs" id="auto-fill-unfilled">
            {t("autoFill.preview.stillOpen")}
          </Title>
          <UnfilledList unfilled={unfilled} timeZone={zone} />
        </section>
      )}
      <FormError error={error} />
      <StickyActions>
        <Button variant="default" onClick={onBack} disabled={applying}>
          {t("autoFill.preview.changePeriod")}
        </Button>
        {/* Kept enabled while it runs (a second press is ignored) so the keyboard's place is not lost. */}
        <Button
          onClick={apply}
          disabled={chosen.length === 0}
          aria-busy={applying}
          leftSection={applying ? <Loader size={14} color="white" aria-hidden /> : undefined}
        >
          {t("autoFill.preview.apply", { count: chosen.length })}
        </Button>
      </StickyActions>
    </Stack>
  );
}

/**
 * The predictability pay line of the ticked proposals, or null at a location under no rules (then nothing is asked)
 * or with nothing ticked. The pay follows the ticks once they rest; a failure does not stop the apply.
 */
function useProposalPay(
  locationId: number | null,
  assignments: AutoFillPayload["assignments"],
  chosen: AutoFillPayload["assignments"],
) {
  const rules = useLocationRules(locationId);
  const chosenKey = chosen.map(assignmentKey).join(",");
  const [settledKey] = useDebouncedValue(chosenKey, 400);
  const settled = useMemo(() => {
    const keys = new Set(settledKey ? settledKey.split(",") : []);
    return assignments.filter((a) => keys.has(assignmentKey(a))).map(applyItemOf);
  }, [assignments, settledKey]);
  const pay = useApplyPay(rules.status === "ruled" && settled.length > 0 ? settled : null);
  // The rules are read from the page's locations and the (cached) packs: nothing to show until they are known.
  if (rules.status !== "ruled" || chosen.length === 0) return null;
  let state: PreviewPayState;
  if (pay.isError) state = { status: "failed", error: pay.error, retry: () => void pay.refetch() };
  else if (pay.data) state = { status: "ready", preview: pay.data };
  else state = { status: "loading" };
  const current = settledKey === chosenKey && !pay.isPlaceholderData;
  return (
    <div style={{ opacity: state.status === "ready" && !current ? 0.6 : 1 }}>
      <PreviewPay rules={rules.rules} state={state} />
    </div>
  );
}
