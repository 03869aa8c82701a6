import { ActionIcon, Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDeviceTablet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { FormError } from "../../../components/form-error";
import { LoadingState } from "../../../components/loading-state";
import { useKioskState, useMakeKiosk } from "../api/kiosk";

/** The owner's kiosk of a location: make its secret link, or replace it (the old tablet stops at once). */
export function KioskAction({ location }: { location: { id: number; name: string } }) {
  const { t } = useTranslation("time");
  const [opened, modal] = useDisclosure(false);
  const state = useKioskState(location.id, opened);
  const make = useMakeKiosk(location.id);
  const [url, setUrl] = useState<string | null>(null);
  const create = (replace: boolean) => make.mutate(replace, { onSuccess: ({ payload }) => setUrl(payload.url) });
  const close = () => {
    setUrl(null);
    make.reset();
    modal.close();
  };
  return (
    <>
      <Tooltip label={t("kioskAdmin.button")}>
        <ActionIcon
          variant="subtle"
          onClick={modal.open}
          aria-label={t("kioskAdmin.buttonLabel", { location: location.name })}
        >
          <IconDeviceTablet size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={t("kioskAdmin.title", { location: location.name })}>
        <Stack gap="md">
          <Text size="sm">{t("kioskAdmin.intro")}</Text>
          <FormError error={make.error} />
          {url ? (
            <Group align="end" wrap="nowrap">
              <TextInput label={t("kioskAdmin.link")} value={url} readOnly style={{ flex: 1 }} />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t("kioskAdmin.copied") : t("kioskAdmin.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : !state.data ? (
            <LoadingState label={t("kioskAdmin.loading")} />
          ) : state.data.exists ? (
            <>
              <Alert variant="light" color="gray">
                {t("kioskAdmin.exists")}
              </Alert>
              <Button
                variant="light"
                color="red.9"
                loading={make.isPending}
                onClick={() =>
                  confirmAction({
                    title: t("kioskAdmin.replaceTitle"),
                    message: t("kioskAdmin.replaceText"),
                    confirmLabel: t("kioskAdmin.replace"),
                    onConfirm: () => create(true),
                  })
                }
              >
                {t("kioskAdmin.replace")}
              </Button>
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t("kioskAdmin.none")}
              </Text>
              <Button loading={make.isPending} onClick={() => create(false)}>
                {t("kioskAdmin.make")}
              </Button>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
