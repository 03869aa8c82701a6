import { MAX_CHANGE_REASON } from "@brigade/contract/fair-workweek/change-note";
import type { ChangePreview } from "@brigade/contract/fair-workweek/changes";
import type { ExemptReason } from "@brigade/contract/fair-workweek/pack";
import { formatAmount } from "@brigade/contract/money";
import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n";
import { errorMessage } from "../lib/api-client";
import { type ChangeNote, type ChangeRules, changeRulesOf, NO_NOTE, needsPayConfirmation } from "../lib/change-pay";
import { changeText, noticeText, payText, payTotal } from "../lib/change-text";

// The pay a change to a posted position costs, shown before it is made (fair-workweek.md: "The manager sees the pay
// a change will cost before confirming it, and can record a reason, or an exemption the pack allows"). Shared by every
// manager action that changes a posted position: assign, unassign, the calendar's drag and resize, delete.

/** One change to a posted position, as the action that makes it knows it. */
export type PayRequest = {
  /** The location of the shift changed: only under its rule pack is anything asked. */
  locationId: number;
  /** The change's dry run (`?dry_run=true`) with what the manager says of it; rejects with the change's own refusal. */
  preview: (note: ChangeNote) => Promise<ChangePreview>;
  /** The change itself, with what the manager said. A failure is reported as the action reports its own. */
  send: (note: ChangeNote) => Promise<unknown>;
  /** What the change is, in a sentence or two (the move's new times, the shift deleted), above its pay. */
  lead?: ReactNode;
};

/**
 * How it ended: `free`, nothing asked (no rules at the location, or nothing owed): the action goes on as it always
 * did, its own confirmation included, and sends the change with no note; `sent`, confirmed and made; `cancelled`,
 * nothing was made; `failed`, confirmed, but the change itself failed (with its error).
 */
export type PayOutcome =
  | { status: "free" }
  | { status: "sent" }
  | { status: "cancelled" }
  | { status: "failed"; error: unknown };

// How many of these dialogs are open: a panel beneath one (the calendar's shift panel) must not close on the Escape that
// cancels it, and Mantine's modals and drawers each close on any Escape pressed while they are open.
let openDialogs = 0;
const watchers = new Set<() => void>();
const subscribe = (watcher: () => void) => {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
};
const countOpen = (delta: number) => {
  openDialogs += delta;
  for (const watcher of watchers) watcher();
};

/** Whether a predictability pay confirmation is open: a drawer beneath it keeps Escape to it. */
export const useChangePayOpen = () => useSyncExternalStore(subscribe, () => openDialogs > 0);

type Asking = {
  key: number;
  request: PayRequest;
  rules: ChangeRules;
  preview: ChangePreview;
  /** What had focus when the action began: it gets it back when nothing was made. */
  trigger: HTMLElement | null;
  resolve: (outcome: PayOutcome) => void;
};

/**
 * Asks about the pay of a change before it is made. `check` reads the location's rules (from the location list the
 * page has); under none it answers `free` at once, with no request. Under a pack it sends the change's dry run: a
 * change that logs nothing, or whose pay is 0.00 in full, is `free` too; any other opens the confirmation, whose
 * Confirm sends the change with the reason and exemption given. The dry run's refusal rejects `check` (the caller
 * shows it as it shows the change's own). `checking` while the rules and the dry run are read; `dialog` is to be
 * rendered by the caller.
 */
export function useChangePay() {
  const client = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [opened, setOpened] = useState(false);
  const [checking, setChecking] = useState(false);
  const keys = useRef(0);

  const check = useCallback(
    async (request: PayRequest): Promise<PayOutcome> => {
      const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setChecking(true);
      let rules: ChangeRules | null;
      let preview: ChangePreview;
      try {
        rules = await changeRulesOf(client, request.locationId);
        if (!rules) return { status: "free" };
        preview = await request.preview(NO_NOTE);
        if (!needsPayConfirmation(preview)) return { status: "free" };
      } finally {
        setChecking(false);
      }
      const found = rules;
      return new Promise<PayOutcome>((resolve) => {
        keys.current += 1;
        setAsking({ key: keys.current, request, rules: found, preview, trigger, resolve });
        setOpened(true);
      });
    },
    [client],
  );

  // Where focus goes once the dialog has closed: back to what started the action when nothing was made. A change
  // made leaves focus to the action (the row that stays, the panel that closes).
  const returnTo = useRef<HTMLElement | null>(null);
  const done = (outcome: PayOutcome) => {
    if (!asking || !opened) return;
    returnTo.current = outcome.status === "sent" ? null : asking.trigger;
    setOpened(false);
    asking.resolve(outcome);
  };
  const closed = () => {
    const trigger = returnTo.current;
    returnTo.current = null;
    if (trigger?.isConnected) trigger.focus({ preventScroll: true });
  };

  const dialog = asking ? (
    <ChangePayDialog key={asking.key} asking={asking} opened={opened} onDone={done} onClosed={closed} />
  ) : null;
  return { check, checking, dialog };
}

function ChangePayDialog({
  asking,
  opened,
  onDone,
  onClosed,
}: {
  asking: Asking;
  opened: boolean;
  onDone: (outcome: PayOutcome) => void;
  /** Once it has closed (after its transition). */
  onClosed: () => void;
}) {
  const { t } = useTranslation("changeLog");
  const { request, rules } = asking;
  const locale = currentLocale();
  const [preview, setPreview] = useState(asking.preview);
  const [reason, setReason] = useState("");
  const [exempt, setExempt] = useState<ExemptReason | null>(null);
  const [rechecking, setRechecking] = useState(false);
  const [recheckError, setRecheckError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  // Only the latest dry run's answer is shown: an earlier one may come back after it.
  const runs = useRef(0);
  useEffect(() => {
    if (!opened) return;
    countOpen(1);
    return () => countOpen(-1);
  }, [opened]);

  const chooseExemption = async (next: ExemptReason | null) => {
    setExempt(next);
    const run = ++runs.current;
    setRechecking(true);
    setRecheckError(null);
    try {
      const answer = await request.preview({ reason, exempt: next });
      if (run === runs.current) setPreview(answer);
    } catch (error) {
      if (run === runs.current) setRecheckError(error);
    } finally {
      if (run === runs.current) setRechecking(false);
    }
  };

  const confirm = async () => {
    if (sending || rechecking) return;
    setSending(true);
    try {
      await request.send({ reason, exempt });
      onDone({ status: "sent" });
    } catch (error) {
      onDone({ status: "failed", error });
    }
  };

  const total = payTotal(preview.changes);
  const totalAmount = preview.pay_total === null ? t("none") : formatAmount(preview.pay_total, rules.currency, locale);
  const exemptionOptions = [
    { value: "none", label: t("confirm.exemptionNone") },
    ...rules.exemptions.map((reason) => ({ value: reason, label: t(`exempt.${reason}`) })),
  ];

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!sending) onDone({ status: "cancelled" });
      }}
      title={t("confirm.title")}
      size="lg"
      centered
      // Focus goes back by hand (useChangePay): only when nothing was made, and to what started the action.
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      closeOnClickOutside={false}
      closeOnEscape={!sending}
      withCloseButton={!sending}
    >
      <Stack gap="sm">
        {asking.request.lead}
        <Text size="sm">{t("confirm.intro", { pack: rules.packName })}</Text>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label={t("confirm.changes")}>
          {preview.changes.map((change) => {
            const what = changeText(change, t, locale);
            return (
              <Paper
                component="li"
                withBorder
                p="xs"
                radius="md"
                key={`${change.booking_id}-${change.employee_id}-${change.kind}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {change.employee_name ?? t("formerEmployee")}
                  </Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                    {payText(change.pay, rules.currency, t, locale)}
                  </Text>
                </Group>
                <Text size="sm">
                  <Text span size="sm" fw={600} c={change.kind === "reduced" ? "red.9" : "teal.9"}>
                    {what.kind}
                  </Text>{" "}
                  <span style={{ whiteSpace: "nowrap" }}>{what.hours}</span>
                  {" · "}
                  <span style={{ whiteSpace: "nowrap" }}>
                    {t("confirm.notice", { notice: noticeText(change.notice_hours, t, locale) })}
                  </span>
                </Text>
              </Paper>
            );
          })}
        </Stack>
        <Text fw={700} role="status">
          {rechecking ? t("confirm.checking") : t("confirm.total", { amount: totalAmount })}
        </Text>
        {total.unpriced > 0 && (
          <Text size="sm" c="dimmed">
            {t("total.unpriced", { count: total.unpriced })}
          </Text>
        )}
        {preview.pay_total === null && (
          <Text size="sm" c="dimmed">
            {t("total.hidden")}
          </Text>
        )}
        {recheckError !== null && (
          <Alert color="red.9" variant="light" title={t("confirm.checkFailed")}>
            {errorMessage(recheckError)}
          </Alert>
        )}
        <TextInput
          label={t("confirm.reason")}
          description={t("confirm.reasonHint", { max: MAX_CHANGE_REASON })}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={MAX_CHANGE_REASON}
          disabled={sending}
        />
        {rules.exemptions.length > 0 && (
          <Select
            label={t("confirm.exemption")}
            description={t("confirm.exemptionHint")}
            data={exemptionOptions}
            value={exempt ?? "none"}
            onChange={(value) => {
              const next = value && value !== "none" ? (value as ExemptReason) : null;
              if (next !== exempt) void chooseExemption(next);
            }}
            allowDeselect={false}
            disabled={sending}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onDone({ status: "cancelled" })} disabled={sending}>
            {t("confirm.cancel")}
          </Button>
          <Button onClick={confirm} loading={sending} disabled={rechecking}>
            {t("confirm.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
