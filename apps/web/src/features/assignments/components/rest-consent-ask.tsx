import { FAIR_WORKWEEK_MESSAGES as M } from "@brigade/contract/fair-workweek/messages";
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { translated } from "../../../i18n/messages";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { assignmentKeys } from "../api/assignment-keys";
import { askRestConsent, restConsentPending } from "../api/rest-consent";
import type { RestQuestion } from "./use-assign-submit";

type Props = {
  question: RestQuestion;
  /** Takes the keyboard when it appears (the first of the questions a submit brought). */
  focusOnShow?: boolean;
};

/** Whether a refusal of the request is the one saying a question is already open. */
const alreadyAsked = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === translated(M.consentPending);

/**
 * An assignment refused for a short rest the employee has not agreed to (fair-workweek.md, "Rest between shifts"):
 * the server's message and "Ask {employee} to agree", which asks them (they are told in the app and by e-mail, and
 * answer from their home); then it says so, and that the assignment can be made once they agree. When they have
 * been asked already (found on showing, or the server's 409) it says that instead. Focus follows: on showing, to the
 * message; once asked, to the sentence that replaced the button.
 */
export function RestConsentAsk({ question, focusOnShow = false }: Props) {
  const { t } = useTranslation("planning");
  const { employee, assignment } = question;
  const messageId = useId();
  const box = useRef<HTMLDivElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const pending = useQuery({
    queryKey: [...assignmentKeys.all, "rest-consent", assignment],
    queryFn: ({ signal }) => restConsentPending(assignment, signal),
    staleTime: 0,
    retry: false,
  });
  const ask = useMutation({
    mutationFn: () => askRestConsent(assignment),
    // The sentence below says it (or why not): no toast besides.
    meta: { successToast: false, errorToast: false },
  });
  const state = ask.isSuccess
    ? "asked"
    : pending.data === true || (ask.isError && alreadyAsked(ask.error))
      ? "pending"
      : "ask";

  useEffect(() => {
    if (focusOnShow) box.current?.focus();
  }, [focusOnShow]);
  // The button gives way to a sentence: the keyboard goes to it rather than being dropped.
  useEffect(() => {
    if (state === "ask") return;
    const active = document.activeElement;
    if (active === document.body || box.current?.contains(active)) said.current?.focus();
  }, [state]);

  return (
    <Alert
      ref={box}
      tabIndex={-1}
      color="orange.9"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t("assign.rest.title")}
      // It takes the keyboard as it appears, which reads it (title, then body): no alert besides.
      role="group"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm" id={messageId}>
          {question.message}
        </Text>
        {state === "ask" ? (
          <>
            {/* Kept enabled while it asks (a second press is ignored) so the keyboard's place is not lost. */}
            <Button
              size="sm"
              variant="light"
              color="orange.9"
              onClick={() => {
                if (!ask.isPending) ask.mutate();
              }}
              aria-busy={ask.isPending}
              aria-describedby={messageId}
              leftSection={ask.isPending ? <Loader size={14} aria-hidden /> : undefined}
              style={{ whiteSpace: "normal", height: "auto", minHeight: "var(--button-height)" }}
            >
              {t("assign.rest.ask", { name: employee.name })}
            </Button>
            {ask.isError && (
              <Text size="sm" c="red.9" role="alert">
                {t("assign.rest.askFailed", { name: employee.name, message: errorMessage(ask.error) })}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" fw={600} role="status" ref={said} tabIndex={-1}>
            {t(state === "asked" ? "assign.rest.asked" : "assign.rest.pending", { name: employee.name })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
