import { type BusinessPayload, DEFAULT_LOGO_URL, LOGO_MAX_BYTES, LOGO_MIME_TYPES } from "@brigade/contract/business";
import { MESSAGES } from "@brigade/contract/messages";
import { Button, Group, Image, Input, Paper, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { translated } from "../../../i18n/messages";
import { useDeleteLogo } from "../api/delete-logo";
import { useUploadLogo } from "../api/upload-logo";

type Props = { business: BusinessPayload; onChanged: () => void };

function checkFile(file: File | null): string | null {
  if (!file) return translated(MESSAGES.logoMissing);
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return translated(MESSAGES.logoType);
  if (file.size > LOGO_MAX_BYTES) return translated(MESSAGES.logoTooLarge);
  return null;
}

export function LogoPanel({ business, onChanged }: Props) {
  const { t } = useTranslation("business");
  const upload = useUploadLogo(onChanged);
  const remove = useDeleteLogo(onChanged);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A native file input (labelled, so it can be found and filled by label); a new key empties it.
  const [inputKey, setInputKey] = useState(0);
  const inputId = useId();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const problem = checkFile(file);
    setError(problem);
    if (problem || !file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setInputKey((key) => key + 1);
      },
      onError: (err) => setError(err.message),
    });
  };

  const askRemove = () =>
    confirmAction({
      title: t("logoPanel.removeTitle"),
      message: t("logoPanel.removeMessage"),
      confirmLabel: t("logoPanel.removeConfirm"),
      onConfirm: () => remove.mutate(),
    });

  const shown = preview ?? business.logo_url ?? DEFAULT_LOGO_URL;

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="lg">
        <Paper withBorder radius="md" p="xs" w={128} h={128}>
          <Image
            src={shown}
            fallbackSrc={DEFAULT_LOGO_URL}
            alt={preview ? t("logoPanel.previewAlt") : t("logoPanel.logoOf", { name: business.name })}
            fit="contain"
            w="100%"
            h="100%"
          />
        </Paper>
        <Stack gap="sm" style={{ flex: "1 1 240px" }}>
          <Input.Wrapper id={inputId} label={t("logoPanel.image")} description={t("logoPanel.imageHint")} error={error}>
            <Input
              key={inputKey}
              id={inputId}
              component="input"
              type="file"
              accept={LOGO_MIME_TYPES.join(",")}
              error={Boolean(error)}
              styles={{ input: { paddingTop: 5 } }}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                setFile(chosen);
                setError(chosen ? checkFile(chosen) : null);
              }}
            />
          </Input.Wrapper>
          <Group gap="sm">
            <Button type="submit" loading={upload.isPending} disabled={!file}>
              {t("logoPanel.upload")}
            </Button>
            {business.logo_url && (
              <Button
                variant="outline"
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                onClick={askRemove}
              >
                {t("logoPanel.remove")}
              </Button>
            )}
          </Group>
          {!business.logo_url && !preview && (
            <Text size="sm" c="dimmed">
              {t("logoPanel.noLogo")}
            </Text>
          )}
        </Stack>
      </Group>
    </form>
  );
}
