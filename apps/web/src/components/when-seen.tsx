import { useInViewport } from "@mantine/hooks";
import { type ReactNode, useEffect, useState } from "react";

/**
 * Its children made only once their place has come into view (and kept after): a part low on a long page (the
 * dashboard's calendar, its labour chart) then neither fetches nor renders before what is on screen. `minHeight`
 * holds the place meanwhile, so the page does not jump; `placeholder` says what will come.
 */
export function WhenSeen({
  children,
  minHeight,
  placeholder,
}: {
  children: ReactNode;
  minHeight: number;
  placeholder?: ReactNode;
}) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  if (seen) return <>{children}</>;
  return (
    <div ref={ref} style={{ minHeight }}>
      {placeholder}
    </div>
  );
}
