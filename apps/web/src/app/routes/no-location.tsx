import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";

type Props = {
  /** The spec writes "No Location Found!" on the dashboard and "No location found!" (the default) elsewhere. */
  title?: string;
  children: ReactNode;
};

/** A screen that needs a location, in a business that has none yet: says so and links to Create Location. */
export function NoLocation({ title, children }: Props) {
  const { t } = useTranslation("schedule");
  return (
    <EmptyState
      title={title ?? t("noLocation.title")}
      action={
        <Anchor component={Link} to="/create-location" fw={600}>
          {t("noLocation.create")}
        </Anchor>
      }
    >
      {children}
    </EmptyState>
  );
}
