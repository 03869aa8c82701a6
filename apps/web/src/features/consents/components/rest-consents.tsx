import type { ConsentItem } from "@brigade/contract/fair-workweek/consents";
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { currentLocale } from "../../../i18n";
import { useAnswerConsent } from "../api/answer-consent";
import { useMyConsents } from "../api/my-consents";
import {
  consentSections,
  consentWhen,
  hasRequests,
  hoursText,
  premiumText,
  restText,
  STATUS_COLORS,
  STATUS_KEYS,
} from "../lib/consent-view";
import "./rest-consents.css";

type Props = {
  /** The member's own team member record: their requests, whoever they are in the business. */
  employeeId: number;
};

const cardId = (id: number) => `rest-consent-${id}`;

/**
 * "Rest between shifts" on the member's home (its Requests tab, where the request's notification leads): each request
 * to agree to a short rest, with what it leaves, what the rule asks and what it pays, answered with I agree or Decline
 * after a confirmation (the answer is final); then the last few answered. Draws nothing when there is no request, so the
 * home stays short. After an answer the card stays where it was and shows it, and takes the focus.
 */
export function RestConsents({ employeeId }: Props) {
  const { t } = useTranslation("consents");
  const consents = useMyConsents(employeeId);
  const answer = useAnswerConsent(employeeId);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  /** Where focus goes once the answer is drawn: the card answered, or (the card gone) the section's heading. */
  const [focusOn, setFocusOn] = useState<number | "heading" | null>(null);
  const sections = useMemo(
    () => (consents.data ? consentSections(consents.data, new Date()) : undefined),
    [consents.data],
  );

  useEffect(() => {
    if (focusOn === null || sections === undefined) return;
    const card = typeof focusOn === "number" ? document.getElementById(cardId(focusOn)) : null;
    (card ?? heading.current)?.focus();
    setFocusOn(null);
  }, [focusOn, sections]);

  if (consents.isError)
    return <QueryError error={consents.error} onRetry={() => void consents.refetch()} title={t("section.failed")} />;
  if (sections === undefined) return <LoadingState label={t("section.loading")} />;
  if (!hasRequests(sections)) return null;

  const send = (item: ConsentItem, accept: boolean) =>
    answer.mutate(
      { id: item.id, accept },
      { onSuccess: () => setFocusOn(item.id), onError: () => setFocusOn("heading") },
    );
  const confirmAnswer = (item: ConsentItem, accept: boolean) => {
    const { day, time } = consentWhen(item);
    const words = { shift: item.shift_name, day, time, rest: hoursText(item.rest_hours, t) };
    confirmAction(
      accept
        ? {
            title: t("confirm.agreeTitle"),
            message: t("confirm.agreeText", words),
            confirmLabel: t("confirm.agreeConfirm"),
            danger: false,
            onConfirm: () => send(item, true),
          }
        : {
            title: t("confirm.declineTitle"),
            message: t(item.consent === "may_decline" ? "confirm.declineTextMayDecline" : "confirm.declineText", words),
            confirmLabel: t("confirm.declineConfirm"),
            onConfirm: () => send(item, false),
          },
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
        {t("section.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("section.intro")}
      </Text>
      {sections.open.length > 0 ? (
        <CardList label={t("section.open")}>
          {sections.open.map((item) => (
            <ConsentCard
              key={item.id}
              item={item}
              busy={answer.isPending && answer.variables?.id === item.id ? answer.variables.accept : null}
              onAnswer={(accept) => confirmAnswer(item, accept)}
            />
          ))}
        </CardList>
      ) : (
        <Text size="sm" c="dimmed">
          {t("section.noneOpen")}
        </Text>
      )}
      {sections.answered.length > 0 && (
        <Stack gap="xs" mt="xs">
          <Title order={3} size="h5">
            {t("section.answered")}
          </Title>
          <CardList label={t("section.answered")}>
            {sections.answered.map((item) => (
              <AnsweredLine key={item.id} item={item} />
            ))}
          </CardList>
        </Stack>
      )}
    </Stack>
  );
}

type CardProps = {
  item: ConsentItem;
  /** The answer being sent for this request (true: I agree), null when none is. */
  busy: boolean | null;
  onAnswer: (accept: boolean) => void;
};

/** One request as a phone shows it: the shift on its location's clock, the rest, the premium, and the answer. */
function ConsentCard({ item, busy, onAnswer }: CardProps) {
  const { t } = useTranslation("consents");
  const { day, time } = consentWhen(item);
  const premium = premiumText(item, t, currentLocale());
  const pending = item.status === "pending";
  return (
    <Paper
      component="li"
      id={cardId(item.id)}
      tabIndex={-1}
      className="rest-consent-card"
      withBorder
      radius="md"
      p="sm"
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {day} · {item.shift_name}
          </Text>
          <StatusBadge item={item} />
        </Group>
        <Text size="sm">{time}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {item.location_name}
        </Text>
        <Text size="sm">{restText(item, t)}</Text>
        {premium && (
          <Text size="sm" fw={600}>
            {premium}
          </Text>
        )}
        {pending && item.consent === "may_decline" && <Text size="sm">{t("card.mayDecline")}</Text>}
        {pending && (
          <Group gap="xs" mt={4}>
            <Button
              size="sm"
              onClick={() => onAnswer(true)}
              loading={busy === true}
              disabled={busy === false}
              aria-label={t("card.agreeLabel", { shift: item.shift_name, day })}
            >
              {t("card.agree")}
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() => onAnswer(false)}
              loading={busy === false}
              disabled={busy === true}
              aria-label={t("card.declineLabel", { shift: item.shift_name, day })}
            >
              {t("card.decline")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** An answered request, briefly: which shift, and the answer. */
function AnsweredLine({ item }: { item: ConsentItem }) {
  const { day, time } = consentWhen(item);
  return (
    <Paper component="li" withBorder radius="md" p="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {day} · {item.shift_name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {time} · {item.location_name}
          </Text>
        </Box>
        <StatusBadge item={item} />
      </Group>
    </Paper>
  );
}

function StatusBadge({ item }: { item: ConsentItem }) {
  const { t } = useTranslation("consents");
  return (
    <Badge color={STATUS_COLORS[item.status]} variant="filled" tt="none" radius="sm" style={{ flexShrink: 0 }}>
      {t(STATUS_KEYS[item.status])}
    </Badge>
  );
}

/** A list of cards, read by assistive technology as a list. */
function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {children}
    </Stack>
  );
}
