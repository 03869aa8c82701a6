import type { CreatedInvitesPayload } from "@brigade/contract/invites";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CopyField } from "../../../components/copy-field";

type Props = { result: CreatedInvitesPayload; onMore: () => void };

/** The links just made, each to copy: the only time they are shown (only their hash is kept). */
export function InviteResults({ result, onMore }: Props) {
  const { t } = useTranslation("invites");
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: the result takes the focus, and a screen reader reads it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack>
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {t("results.title", { count: result.invites.length })}
        </Title>
        {result.mailed ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {t("results.mailed")}
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            {t("results.notMailed")}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t("results.once")}
        </Text>
        {result.invites.map((invite) => (
          <CopyLinkField key={invite.id} invite={invite} />
        ))}
        <Button variant="default" onClick={onMore} style={{ alignSelf: "flex-start" }}>
          {t("results.more")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** One invitation's link, its Copy button named by whose it is. */
function CopyLinkField({ invite }: { invite: { name?: string | null; email: string; link: string } }) {
  const { t } = useTranslation("invites");
  const label = t("results.linkFor", { who: invite.name ? `${invite.name} (${invite.email})` : invite.email });
  return (
    <CopyField
      label={label}
      value={invite.link}
      copyLabel={`${t("results.copy")}: ${label}`}
      copiedLabel={t("results.copied")}
    />
  );
}
