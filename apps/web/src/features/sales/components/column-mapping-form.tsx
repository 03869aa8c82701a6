import { Button, Group, Radio, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ColumnMapping, mappableColumns, mappingReads, SHAPE_FIELDS, type Shape } from "../lib/column-mapping";

type Props = {
  /** The file's own column names (its first line). */
  header: string[];
  busy: boolean;
  /** The mapping read: the shape and its fields' columns. */
  onCheck: (shape: Shape, mapping: ColumnMapping) => void;
};

/** For a header the server did not recognise: which of the file's columns holds each field of its shape. */
export function ColumnMappingForm({ header, busy, onCheck }: Props) {
  const { t } = useTranslation("sales");
  const titleId = useId();
  const [shape, setShape] = useState<Shape>("tickets");
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [problem, setProblem] = useState<string | null>(null);
  const columns = mappableColumns(header);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const reads = mappingReads(header, mapping, shape);
    setProblem(reads ? null : t("mapping.incomplete"));
    if (reads) onCheck(shape, mapping);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id={titleId}>
            {t("mapping.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("mapping.intro")}
          </Text>
        </div>
        <Radio.Group label={t("mapping.shape")} value={shape} onChange={(value) => setShape(value as Shape)}>
          <Group gap="lg" mt={4}>
            <Radio value="tickets" label={t("mapping.shapes.tickets")} />
            <Radio value="intervals" label={t("mapping.shapes.intervals")} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {SHAPE_FIELDS[shape].map((field) => (
            <Select
              key={`${shape}-${field}`}
              label={t(`mapping.fields.${field}`)}
              placeholder={t("mapping.notInFile")}
              data={columns}
              value={mapping[field] ?? null}
              onChange={(column) => setMapping((current) => ({ ...current, [field]: column ?? undefined }))}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
        <Group>
          {/* Not `loading`: a disabled button would drop the keyboard's focus while the file is checked. */}
          <Button type="submit" variant="light" aria-disabled={busy || undefined}>
            {t("mapping.check")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
