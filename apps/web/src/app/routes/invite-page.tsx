import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { useInvitation } from "../../features/invites/api/invitation";
import { AcceptInviteForm } from "../../features/invites/components/accept-invite-form";
import { errorMessage } from "../../lib/api-client";
import { homePathFor } from "../session";
import { AuthFrame } from "./auth-frame";

/**
 * The page an invitation link opens (`/invite/{token}`): the business and address, then a name and a password; the
 * newcomer lands on their home, signed in. Open whether or not someone is signed in here, like a reset link.
 */
export function InvitePage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation("invites");
  const invitation = useInvitation(token);

  return (
    <AuthFrame
      title={invitation.data ? t("accept.title", { business: invitation.data.business }) : t("accept.genericTitle")}
      subtitle={t("accept.subtitle")}
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          {t("accept.haveAccount")}
        </Anchor>
      }
    >
      {invitation.isPending ? (
        <LoadingState label={t("accept.loading")} />
      ) : invitation.error ? (
        <Stack>
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(invitation.error)}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            {t("accept.goToLogin")}
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">
            {t(invitation.data.role === "manager" ? "accept.asManager" : "accept.asMember", {
              business: invitation.data.business,
            })}
          </Text>
          <AcceptInviteForm
            token={token}
            invitation={invitation.data}
            onAccepted={() => navigate(homePathFor(invitation.data.role), { replace: true })}
          />
        </Stack>
      )}
    </AuthFrame>
  );
}
