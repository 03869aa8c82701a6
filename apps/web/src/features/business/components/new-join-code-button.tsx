import { Button } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { useRegenerateJoinCode } from "../api/regenerate-join-code";

/** The owner's way to retire a join code that got out (a poster, a former employee), after a confirmation. */
export function NewJoinCodeButton({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation("business");
  const regenerate = useRegenerateJoinCode(onChanged);
  const button = useRef<HTMLButtonElement>(null);
  // The button is disabled while the request runs, so the focus the dialog hands back to it can be lost:
  // once it is enabled again, focus goes back to it.
  const refocus = useRef(false);
  useEffect(() => {
    if (regenerate.isPending || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [regenerate.isPending]);

  const ask = () =>
    confirmAction({
      title: t("newJoinCode.title"),
      message: t("newJoinCode.message"),
      confirmLabel: t("newJoinCode.button"),
      onConfirm: () => {
        refocus.current = true;
        regenerate.mutate();
      },
    });
  return (
    <Button
      ref={button}
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={regenerate.isPending}
      onClick={ask}
    >
      {t("newJoinCode.button")}
    </Button>
  );
}
