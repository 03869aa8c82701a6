import { Badge, Box, Group, Text, VisuallyHidden } from "@mantine/core";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { type DaySegment, type DayShade, SHADE_KINDS, type ShadeKind, shadeLabel } from "../lib/day-shading";

// How availability and time off look on the timeline: time off hatched and labelled (the hard rule), an
// unavailable window muted, prefer_not, preferred and available lightly tinted. Words always go with the colour.

const BACKGROUNDS: Record<ShadeKind, string> = {
  time_off: "repeating-linear-gradient(-45deg, #ffe3e3 0 6px, #ffc9c9 6px 12px)",
  unavailable: "var(--mantine-color-gray-2)",
  // One step deeper than the other tints: violet-0 is hard to tell from blue-0.
  prefer_not: "var(--mantine-color-violet-1)",
  preferred: "var(--mantine-color-teal-0)",
  available: "var(--mantine-color-blue-0)",
};

/** An hour cell's style for its shade (none without one). */
export const shadeStyle = (kind: ShadeKind | null | undefined): CSSProperties =>
  kind ? { background: BACKGROUNDS[kind] } : {};

const percent = (minutes: number) => (minutes / 1440) * 100;

/**
 * A day cell's style: its width is the day from 00:00 (left) to 24:00 (right), each segment painted over its
 * part. One background layer per segment; a layer's position is a percentage of the room left beside it, hence
 * left / (100 - width).
 */
export function daySegmentsStyle(segments: DaySegment[]): CSSProperties {
  if (segments.length === 0) return {};
  const layers = segments.map(({ start, end, kind }) => {
    const left = percent(start);
    const width = percent(end - start);
    const image =
      kind === "time_off" ? BACKGROUNDS.time_off : `linear-gradient(${BACKGROUNDS[kind]}, ${BACKGROUNDS[kind]})`;
    const position = width >= 100 ? 0 : (left / (100 - width)) * 100;
    return `${image} ${position}% 0 / ${width}% 100% no-repeat`;
  });
  return { background: layers.join(", ") };
}

/** The words of one shade: time off as a badge that reads on the hatching, the rest as small text. */
function ShadeWords({ shade }: { shade: DayShade }) {
  if (shade.kind === "time_off")
    return (
      <Badge size="sm" variant="filled" color="red.9" tt="none" radius="sm">
        {shade.label}
      </Badge>
    );
  return (
    <Text size="xs" c="gray.8">
      {shade.label}
    </Text>
  );
}

/** Every shade of a day cell, in words, above its shifts. */
export function DayShadeNotes({ shades }: { shades: DayShade[] }) {
  if (shades.length === 0) return null;
  return (
    <Box mb={4}>
      {shades.map((shade, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a day's shades are derived anew on each render, in order
        <ShadeWords key={index} shade={shade} />
      ))}
    </Box>
  );
}

/**
 * An hour cell's shade in words: shown where a shade begins, and kept for screen readers in the hours it
 * goes on, so reading any cell says what covers it.
 */
export function HourShadeNote({ shade, first }: { shade: DayShade | null; first: boolean }) {
  if (!shade) return null;
  if (!first) return <VisuallyHidden>{shade.label}</VisuallyHidden>;
  return (
    <Box mb={4}>
      <ShadeWords shade={shade} />
    </Box>
  );
}

/** What each shading means, and how a day cell reads. */
export function ShadingLegend() {
  const { t } = useTranslation("rosters");
  return (
    <Group gap="md" role="group" aria-label={t("shading.legendLabel")}>
      <Text size="xs" c="gray.7">
        {t("shading.legend")}
      </Text>
      {SHADE_KINDS.map((kind) => (
        <Group key={kind} gap={4} wrap="nowrap">
          <Box
            w={14}
            h={14}
            aria-hidden
            style={{ ...shadeStyle(kind), border: "1px solid var(--mantine-color-gray-5)", borderRadius: 2 }}
          />
          <Text size="xs">{shadeLabel(kind)}</Text>
        </Group>
      ))}
    </Group>
  );
}
