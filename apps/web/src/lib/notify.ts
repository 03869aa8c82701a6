import { notifications } from "@mantine/notifications";
import { ApiError, errorMessage } from "./api-client";

export function notifySuccess(message: string): void {
  notifications.show({ color: "teal.9", title: "Done", message, autoClose: 3000 });
}

function errorTitle(error: unknown): string {
  if (!(error instanceof ApiError)) return "Something went wrong";
  if (error.status === 422) return "Please check the form";
  if (error.status === 409) return "Not possible right now";
  if (error.status === 403) return "Not allowed";
  if (error.status === 404) return "Not found";
  if (error.status === 429) return "Too many requests";
  return "Something went wrong";
}

export function notifyError(error: unknown): void {
  notifications.show({ color: "red.9", title: errorTitle(error), message: errorMessage(error), autoClose: 8000 });
}
