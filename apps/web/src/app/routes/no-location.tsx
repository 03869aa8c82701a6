import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";

type Props = {
  /** The spec writes "No Location Found!" on the dashboard and "No location found!" elsewhere. */
  title?: string;
  children: ReactNode;
};

/** A screen that needs a location, in a business that has none yet: says so and links to Create Location. */
export function NoLocation({ title = "No location found!", children }: Props) {
  return (
    <EmptyState
      title={title}
      action={
        <Anchor component={Link} to="/create-location" fw={600}>
          Create Location
        </Anchor>
      }
    >
      {children}
    </EmptyState>
  );
}
