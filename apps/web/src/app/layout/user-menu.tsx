import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { IconLogout, IconUserCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { useLogout } from "../../features/auth/api/logout";
import { useSession } from "../session";

export function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logOut = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSettled: async () => {
        await navigate("/login", { replace: true });
        queryClient.clear();
      },
    });
  };

  return (
    <Menu position="bottom-end" width={220} withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${user.name}`}>
          <Avatar src={user.avatar_url} alt="" color="brand" variant="filled" radius="xl" size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} aria-hidden />}>
          My account
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logOut} disabled={logout.isPending}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
