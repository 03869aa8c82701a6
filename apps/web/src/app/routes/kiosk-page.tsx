import { Alert, Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { type KioskAction, type KioskPunchResult, useKioskInfo, useKioskPunch } from "../../features/kiosk/api/kiosk";
import { PinPad } from "../../features/kiosk/components/pin-pad";
import { ApiError, errorMessage } from "../../lib/api-client";
import { clockIn } from "../../lib/formats";

const ACTIONS: { action: KioskAction; label: "clockIn" | "startBreak" | "endBreak" | "clockOut" }[] = [
  { action: "in", label: "clockIn" },
  { action: "break_start", label: "startBreak" },
  { action: "break_end", label: "endBreak" },
  { action: "out", label: "clockOut" },
];
/** How long the greeting stays before the kiosk is ready for the next person. */
const GREETING_MS = 8000;

/** A location's shared tablet (`/kiosk/{token}`): staff clock in, take breaks and clock out with their PIN. */
export function KioskPage() {
  const { t } = useTranslation("time");
  const token = useParams().token ?? "";
  const info = useKioskInfo(token);
  const punch = useKioskPunch(token);
  const [pin, setPin] = useState("");
  const [done, setDone] = useState<KioskPunchResult | null>(null);
  useEffect(() => {
    if (!done) return;
    const clear = setTimeout(() => setDone(null), GREETING_MS);
    return () => clearTimeout(clear);
  }, [done]);

  if (info.isError) {
    const gone = info.error instanceof ApiError && info.error.status === 404;
    return (
      <Container size="xs" py="xl">
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={t("kiosk.title")}>
          {gone ? errorMessage(info.error) : t("kiosk.failed")}
        </Alert>
      </Container>
    );
  }
  if (!info.data) return <LoadingState label={t("kiosk.loading")} />;
  const zone = info.data.time_zone;

  const act = (action: KioskAction) =>
    punch.mutate(
      { action, pin },
      {
        onSuccess: ({ payload }) => {
          setDone(payload);
          setPin("");
        },
        onError: () => setPin(""),
      },
    );

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>{info.data.location_name}</Title>
          <Text c="dimmed">{t("kiosk.intro")}</Text>
        </div>
        {done && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {t(`kiosk.done.${done.action}`, { name: done.name, time: clockIn(done.at, zone) })}
          </Alert>
        )}
        {punch.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(punch.error)}
          </Alert>
        )}
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <PinPad value={pin} onChange={setPin} disabled={punch.isPending} />
            <SimpleGrid cols={{ base: 2 }} spacing="sm">
              {ACTIONS.map(({ action, label }) => (
                <Button
                  key={action}
                  size="lg"
                  h={56}
                  variant={action === "in" ? "filled" : "light"}
                  disabled={pin.length < 4}
                  loading={punch.isPending && punch.variables?.action === action}
                  onClick={() => act(action)}
                >
                  {t(`clock.${label}`)}
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Box>
          <Title order={2} size="h4" mb="xs">
            {t("kiosk.onShift")}
          </Title>
          {info.data.on_shift_today.length === 0 ? (
            <Text c="dimmed">{t("kiosk.nobody")}</Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {info.data.on_shift_today.map((p) => (
                <Group component="li" key={`${p.name}-${p.from}`} justify="space-between" wrap="nowrap">
                  <Text>{p.name}</Text>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {t("clock.shiftTime", { from: clockIn(p.from, zone), to: clockIn(p.to, zone) })}
                    </Text>
                    {p.clocked_in && (
                      <Badge color="teal.9" variant="filled">
                        {t("kiosk.in")}
                      </Badge>
                    )}
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
