import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WifiTetheringOutlined from '@mui/icons-material/WifiTetheringOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/**
 * The menu icon names the reference's menus use (`sys_menu.icon`), drawn with Material icons.
 * An unknown or empty name gets a neutral icon rather than nothing.
 */
export const MENU_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  dashboard: DashboardOutlined,
  documentation: ArticleOutlined,
  system: SettingsOutlined,
  monitor: MonitorHeartOutlined,
  tool: BuildOutlined,
  log: HistoryOutlined,
  'tree-table': TableChartOutlined,
  tree: AccountTreeOutlined,
  link: LinkOutlined,
  peoples: GroupsOutlined,
  user: PersonOutlined,
  date: EventOutlined,
  form: DescriptionOutlined,
  dict: MenuBookOutlined,
  edit: EditNoteOutlined,
  logininfor: LoginOutlined,
  online: WifiTetheringOutlined,
  job: ScheduleOutlined,
  server: DnsOutlined,
  redis: MemoryOutlined,
  'redis-list': StorageOutlined,
  message: SmsOutlined,
  email: EmailOutlined,
  code: CodeOutlined,
  guide: LanguageOutlined,
  list: ListAltOutlined,
  build: TuneOutlined,
  file: InsertDriveFileOutlined,
  money: PaymentsOutlined,
};

export function MenuIcon({ name, ...props }: { name: string } & SvgIconProps) {
  // Icon names are data from the menu table: only the map's own entries count.
  const Icon = Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name] : FolderOutlined;
  return <Icon fontSize="small" {...props} />;
}
