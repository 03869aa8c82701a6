import { useEffect, useState } from "react";

/**
 * A dialog mounted from its first opening on, then kept (its closing transition and its return of the focus need
 * it mounted). A closed Mantine modal or drawer still mounts its portal, whose state it sets as the page first
 * draws: the member's home drew its schedule again for two dialogs nobody had opened yet.
 *
 * `mounted`: render the dialog. `opened`: what to tell it. On the first opening it is mounted closed, then opened
 * a render later, so it sees itself open (Mantine notes the focused element to return to on that change, not on
 * mounting open).
 */
export function useOpenedOnce(wanted: boolean): { mounted: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(wanted);
  const [ready, setReady] = useState(false);
  // State set while rendering: React renders this component again at once, before anything is drawn.
  if (wanted && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted) setReady(true);
  }, [mounted]);
  return { mounted, opened: wanted && ready };
}
