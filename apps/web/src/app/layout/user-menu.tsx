import { Avatar, Menu, UnstyledButton } from "@mantine/core";
import { IconLogout, IconUserCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { confirmAction } from "../../components/confirm";
import { useLogout } from "../../features/auth/api/logout";
import { clearQueue, readQueue } from "../../features/time-clock/lib/punch-queue";
import { deleteApiCache } from "../../pwa/api-cache";
import { useSession } from "../session";

export function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation("common");

  const signOut = () => {
    if (logout.isPending) return;
    logout.mutate(undefined, {
      onSettled: async () => {
        // The next person on this phone must not see this one's schedule, offline either, nor send their
        // punches taken offline.
        clearQueue(user.id);
        await deleteApiCache();
        await navigate("/login", { replace: true });
        queryClient.clear();
      },
    });
  };
  // Punches taken offline and not sent yet go with the logout: say so before they are lost.
  const logOut = () => {
    const unsent = readQueue(user.id).length;
    if (unsent === 0) return signOut();
    confirmAction({
      title: t("userMenu.unsentTitle"),
      message: t("userMenu.unsentMessage", { count: unsent }),
      confirmLabel: t("userMenu.logOut"),
      onConfirm: signOut,
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
