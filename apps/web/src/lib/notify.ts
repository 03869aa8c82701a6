import { notifications } from "@mantine/notifications";
import { errorMessage } from "./api-client";

export function notifySuccess(message: string): void {
  notifications.show({ color: "teal.9", title: "Done", message });
}

export function notifyError(error: unknown): void {
  notifications.show({ color: "red.9", title: "Something went wrong", message: errorMessage(error), autoClose: 8000 });
}
