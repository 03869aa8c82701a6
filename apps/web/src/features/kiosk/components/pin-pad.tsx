import { PIN_MAX_DIGITS } from "@brigade/contract/time-clock";
import { Button, PasswordInput, SimpleGrid, Stack } from "@mantine/core";
import { IconBackspace } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const MAX = PIN_MAX_DIGITS;
const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

type Props = { value: string; onChange: (pin: string) => void; disabled?: boolean };

/** A PIN of 4 to 8 digits: typed (a keyboard) or tapped on big keys (a tablet). */
export function PinPad({ value, onChange, disabled }: Props) {
  const { t } = useTranslation("time");
  const press = (digit: string) => value.length < MAX && onChange(value + digit);
  const key = (digit: string) => (
    <Button key={digit} size="xl" h={64} variant="default" disabled={disabled} onClick={() => press(digit)}>
      {digit}
    </Button>
  );
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t("kiosk.pin")}
        size="lg"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, "").slice(0, MAX))}
      />
      <SimpleGrid cols={3} spacing="xs">
        {KEYS.map(key)}
        <Button size="xl" h={64} variant="subtle" disabled={disabled || !value} onClick={() => onChange("")}>
          {t("kiosk.clear")}
        </Button>
        {key("0")}
        <Button
          size="xl"
          h={64}
          variant="subtle"
          disabled={disabled || !value}
          onClick={() => onChange(value.slice(0, -1))}
          aria-label={t("kiosk.backspace")}
        >
          <IconBackspace aria-hidden />
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
