import { type JoinBody, joinBody } from "@brigade/contract/auth";
import { Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormError } from "../../../components/form-error";
import { NewAccountFields } from "../../../components/new-account-fields";
import { applyServerErrors } from "../../../lib/form-errors";
import { useJoinBusiness } from "../api/join-business";

type Props = {
  /** From the shared join link (`/join?code=…`). */
  initialCode: string;
  /** Called with the server's confirmation message. */
  onJoined: (message: string | undefined) => void;
};

export function JoinForm({ initialCode, onJoined }: Props) {
  const mutation = useJoinBusiness();
  const form = useForm<JoinBody>({
    initialValues: { join_code: initialCode, name: "", email: "", password: "" },
    validate: schemaResolver(joinBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: (result) => onJoined(result.message),
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={mutation.error} />
        <TextInput
          label="Join code"
          description="Ask your manager for it, or open the join link they shared."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...form.getInputProps("join_code")}
        />
        <NewAccountFields inputProps={form.getInputProps} />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Send join request
        </Button>
      </Stack>
    </form>
  );
}
