import { Anchor } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { RegisterForm } from "../../features/auth/components/register-form";
import { AuthFrame } from "./auth-frame";

export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <AuthFrame
      title="Register your business"
      subtitle="You become its owner and can add locations, areas, roles and your team."
      footer={
        <>
          Already have an account?{" "}
          <Anchor component={Link} to="/login" fw={600}>
            Log in
          </Anchor>
          <br />
          Joining your team instead?{" "}
          <Anchor component={Link} to="/join" fw={600}>
            Use a join code
          </Anchor>
        </>
      }
    >
      <RegisterForm onRegistered={() => navigate("/dashboard", { replace: true })} />
    </AuthFrame>
  );
}
