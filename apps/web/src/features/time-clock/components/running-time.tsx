import type { PunchItem } from "@brigade/contract/time-clock";
import { Text } from "@mantine/core";
import { useEffect, useState } from "react";

/** Worked time of a punch at `now`: from clock-in, without its breaks (an open break runs until now). */
export function workedMs(punch: PunchItem, now: number): number {
  const end = punch.out_at ? Date.parse(punch.out_at) : now;
  const breaks = punch.breaks.reduce(
    (sum, b) => sum + Math.max(0, (b.end_at ? Date.parse(b.end_at) : end) - Date.parse(b.start_at)),
    0,
  );
  return Math.max(0, end - Date.parse(punch.in_at) - breaks);
}

export const hms = (ms: number) => {
  const s = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
};

/** The punch's worked time, ticking each second (a timer: screen readers read it when asked, not every tick). */
export function RunningTime({ punch, label }: { punch: PunchItem; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <div>
      <Text size="sm" c="dimmed" id={`worked-${punch.id}`}>
        {label}
      </Text>
      <Text role="timer" aria-labelledby={`worked-${punch.id}`} fz={40} fw={700} lh={1.1} ff="monospace">
        {hms(workedMs(punch, now))}
      </Text>
    </div>
  );
}
