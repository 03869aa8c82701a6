import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useOnline } from "./use-online";

/**
 * Disables every control inside while the browser is offline (a disabled fieldset), and says why in its
 * legend, which also names the group for screen readers. Always rendered, so going offline keeps what is
 * being edited inside.
 */
export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  const { t } = useTranslation("offline");
  return (
    <fieldset disabled={!online} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {!online && (
        <Text component="legend" size="sm" c="dimmed" p={0} mb="sm">
          {t("needsConnection")}
        </Text>
      )}
      {children}
    </fieldset>
  );
}
