import { Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CopyField } from "../../../components/copy-field";

type Props = {
  /** Null for whoever may not hand the code out (the server sends it to owners and managers only). */
  joinCode: string | null;
  /** More buttons beside Copy join link, e.g. the owner's New join code. */
  actions?: ReactNode;
};

/** The address a newcomer opens to ask to join; the code is filled in for them. */
export const joinLinkFor = (joinCode: string) => `${window.location.origin}/join?code=${encodeURIComponent(joinCode)}`;

/** The owner's join code and shareable join link, each with a Copy button. */
export function JoinLinkPanel({ joinCode, actions }: Props) {
  const { t } = useTranslation("requests");
  if (joinCode === null)
    return (
      <Text size="sm" c="dimmed">
        {t("joinLink.ownersOnly")}
      </Text>
    );
  const link = joinLinkFor(joinCode);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("joinLink.intro")}
      </Text>
      <CopyField
        label={t("joinLink.code")}
        copyLabel={t("joinLink.copyCode")}
        copiedLabel={t("joinLink.copied")}
        value={joinCode}
      />
      <TextInput label={t("joinLink.link")} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Group>
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t("joinLink.linkCopied") : t("joinLink.copyLink")}
            </Button>
          )}
        </CopyButton>
        {actions}
      </Group>
    </Stack>
  );
}
