import { notifications } from "@mantine/notifications";
import { i18next } from "../i18n";
import { ApiError, errorMessage } from "./api-client";

// Toasts are shown outside React's tree: they take their words from i18next directly.
const t = i18next.t;

export function notifySuccess(message: string): void {
  notifications.show({ color: "teal.9", title: t("common:toast.done"), message, autoClose: 3000 });
}

function errorTitle(error: unknown): string {
  if (!(error instanceof ApiError)) return t("common:toast.failed");
  if (error.status === 422) return t("common:toast.checkForm");
  if (error.status === 409) return t("common:toast.notPossible");
  if (error.status === 403) return t("common:toast.notAllowed");
  if (error.status === 404) return t("common:toast.notFound");
  if (error.status === 429) return t("common:toast.tooMany");
  return t("common:toast.failed");
}

export function notifyError(error: unknown): void {
  notifications.show({ color: "red.9", title: errorTitle(error), message: errorMessage(error), autoClose: 8000 });
}
