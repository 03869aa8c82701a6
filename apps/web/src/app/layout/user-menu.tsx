import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { IconLogout, IconUserCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useLogout } from "../../features/auth/api/logout";
import { deleteApiCache } from "../../pwa/api-cache";
import { useSession } from "../session";

export function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation("common");

  const logOut = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSettled: async () => {
        // The next person on this phone must not see this one's schedule, offline either.
        await deleteApiCache();
        await navigate("/login", { replace: true });
        queryClient.clear();
      },
    });
  };

  return (
    <Menu position="bottom-end" width={220} withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={t("userMenu.label", { name: user.name })}>
          <Avatar src={user.avatar_url} alt="" color="brand" variant="filled" radius="xl" size={36} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} aria-hidden />}>
          {t("userMenu.account")}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logOut} disabled={logout.isPending}>
          {t("userMenu.logOut")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
