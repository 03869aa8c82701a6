import { modals } from "@mantine/modals";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type Location, useBlocker } from "react-router";

/**
 * Asks before unsaved changes are lost: leaving the page, reloading it, or changing the address parameter
 * that shows the form (a tab, an open drawer). Other changes of the address keep the form and pass.
 */
export function useLeaveGuard(dirty: boolean, param?: string): void {
  const { t } = useTranslation("member");
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!dirty) return false;
    if (currentLocation.pathname !== nextLocation.pathname) return true;
    return param !== undefined && paramOf(currentLocation, param) !== paramOf(nextLocation, param);
  });

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let decided = false;
    modals.openConfirmModal({
      title: t("availability.leaveGuard.title"),
      centered: true,
      children: t("availability.leaveGuard.text"),
      labels: { confirm: t("availability.leaveGuard.leave"), cancel: t("availability.leaveGuard.stay") },
      confirmProps: { color: "red.9" },
      onConfirm: () => {
        decided = true;
        blocker.proceed();
      },
      onClose: () => {
        if (!decided) blocker.reset();
        decided = true;
      },
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

const paramOf = (location: Location, name: string) => new URLSearchParams(location.search).get(name);
