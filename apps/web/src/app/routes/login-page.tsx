import { Anchor } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "../../features/auth/components/login-form";
import { safeNextPath } from "../../lib/safe-next";
import { AuthFrame } from "./auth-frame";

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = params.get("next");

  return (
    <AuthFrame
      title="Log in"
      subtitle="Schedule your team, fill your shifts."
      footer={
        <>
          New to Brigade?{" "}
          <Anchor component={Link} to="/register" fw={600}>
            Register your business
          </Anchor>{" "}
          or{" "}
          <Anchor component={Link} to="/join" fw={600}>
            join your team
          </Anchor>
        </>
      }
    >
      <LoginForm onLoggedIn={() => navigate(safeNextPath(next), { replace: true })} />
    </AuthFrame>
  );
}
