import { DEFAULT_LOGO_URL } from "@brigade/contract/business";
import { Burger, Button, Group, Image, Loader, Text } from "@mantine/core";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigation } from "react-router";
import { GettingStartedButton } from "../../features/guides/components/getting-started-button";
import { NotificationBell } from "../../features/notifications/components/notification-bell";
import { homePathFor, isManagerRole, useSession } from "../session";
import { UserMenu } from "./user-menu";

type Props = { navOpened: boolean; onToggleNav: () => void };

const EMPLOYEE_PATHS = ["/employee-home", "/employee-calendar"];

export function HeaderBar({ navOpened, onToggleNav }: Props) {
  const { user, business } = useSession();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation("common");
  const isOwner = user.role === "owner";
  // The employee side: the employee home and its read-only calendar.
  const onEmployeeSide = EMPLOYEE_PATHS.includes(pathname);

  return (
    <Group h="100%" px={{ base: "xs", sm: "md" }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t("nav.close") : t("nav.open")}
          aria-expanded={navOpened}
        />
        {isOwner ? (
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Image
              src={business.logo_url ?? DEFAULT_LOGO_URL}
              fallbackSrc={DEFAULT_LOGO_URL}
              alt={t("app.logoAlt", { name: business.name })}
              w={36}
              h={36}
              fit="contain"
              radius="sm"
            />
            <Text fw={700} truncate="end" size="lg">
              {business.name}
            </Text>
          </Group>
        ) : (
          // A manager's narrow header needs the room for the Switch button.
          <Text fw={700} truncate="end" size="lg" visibleFrom={user.role === "manager" ? "xs" : undefined}>
            {business.name}
          </Text>
        )}
        {navigation.state === "loading" && <Loader size="xs" aria-label={t("app.loadingPage")} />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {!isOwner && isManagerRole(user.role) && (
          <Button
            component={Link}
            to={onEmployeeSide ? homePathFor(user.role) : "/employee-home"}
            size="xs"
            variant="light"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
          >
            {onEmployeeSide ? t("nav.switchToManager") : t("nav.switchToEmployee")}
          </Button>
        )}
        {isManagerRole(user.role) && <GettingStartedButton userName={user.name} />}
        <NotificationBell />
        <UserMenu />
      </Group>
    </Group>
  );
}
