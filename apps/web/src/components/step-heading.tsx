import { Title, type TitleProps } from "@mantine/core";
import { useEffect, useRef } from "react";

/** A ref that takes the keyboard when its element appears (a step's heading or status). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/**
 * A step's heading that takes the keyboard when the step appears: the button that led here is gone, and focus
 * must land somewhere a screen reader reads (never dropped to the page body).
 */
export function StepHeading(props: Omit<TitleProps, "ref" | "tabIndex">) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return <Title order={3} size="h4" {...props} ref={ref} tabIndex={-1} />;
}
