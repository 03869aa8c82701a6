import { type LocationItem, STARTER_AREAS } from "@brigade/contract/locations";
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { currentLocale } from "../../../i18n";
import { errorMessage } from "../../../lib/api-client";
import { notifyError } from "../../../lib/notify";
import { createArea } from "../api/create-area";
import { createRole } from "../api/create-role";
import { locationKeys } from "../api/location-keys";

const keyOf = (area: string, role: string) => `${area}\u0000${role}`;

/**
 * While a location has no work area: a restaurant's usual areas and roles (STARTER_AREAS, in the reader's language),
 * all ticked; adding makes the ticked ones through the ordinary calls, saying how far it got. A failure keeps what
 * was made (the list below shows it) and says why.
 */
export function StarterAreas({ location }: { location: LocationItem }) {
  const { t } = useTranslation("business");
  const queryClient = useQueryClient();
  const headingId = useId();
  const starters = STARTER_AREAS[currentLocale()];
  const [ticked, setTicked] = useState(
    () => new Set(starters.flatMap((s) => s.roles.map((role) => keyOf(s.area, role)))),
  );
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);

  const toggle = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  // One change for the app (one mutation): made area by area, role by role, saying how far it got.
  const adding = useMutation({
    mutationFn: async () => {
      const chosen = starters
        .map((s) => ({ area: s.area, roles: s.roles.filter((role) => ticked.has(keyOf(s.area, role))) }))
        .filter((s) => s.roles.length > 0);
      const of = chosen.reduce((n, s) => n + 1 + s.roles.length, 0);
      let done = 0;
      setProgress({ done, of });
      try {
        for (const s of chosen) {
          const area = await createArea({ location_id: location.id, name: s.area });
          setProgress({ done: ++done, of });
          for (const role of s.roles) {
            await createRole({ area_id: area.payload.id, name: role });
            setProgress({ done: ++done, of });
          }
        }
      } catch (error) {
        // Once something is made the location has an area, and this offer goes: a toast says how far it got.
        if (done > 0) notifyError(new Error(t("starterAreas.partly", { done, of, message: errorMessage(error) })));
        throw error;
      }
    },
    // What was made stays, also after a failure: the list below reads it again.
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: locationKeys.all });
    },
  });

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      maw={640}
      aria-labelledby={headingId}
    >
      <Title order={2} size="h4" id={headingId}>
        {t("starterAreas.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("starterAreas.text", { location: location.name })}
      </Text>
      <Group align="flex-start" gap="xl">
        {starters.map((s) => (
          <Checkbox.Group
            key={s.area}
            label={s.area}
            value={s.roles.filter((role) => ticked.has(keyOf(s.area, role)))}
            onChange={(values) => {
              for (const role of s.roles) toggle(keyOf(s.area, role), values.includes(role));
            }}
          >
            <Stack gap={6} mt={6}>
              {s.roles.map((role) => (
                <Checkbox key={role} value={role} label={role} disabled={progress !== null} />
              ))}
            </Stack>
          </Checkbox.Group>
        ))}
      </Group>
      <FormError error={adding.error} />
      <Group mt="md" gap="sm">
        <Button onClick={() => adding.mutate()} loading={adding.isPending} disabled={ticked.size === 0}>
          {t("starterAreas.add")}
        </Button>
        {progress && (
          <Text size="sm" role="status">
            {t("starterAreas.progress", progress)}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
