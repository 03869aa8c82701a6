import { ActionIcon, CopyButton, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A link to read, select or copy with one button. */
export function CopyLinkField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation("invites");
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSectionWidth={42}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t("results.copied") : t("results.copy")} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                onClick={copy}
                aria-label={copied ? t("results.copied") : `${t("results.copy")}: ${label}`}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
