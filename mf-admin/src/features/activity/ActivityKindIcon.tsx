import type { SvgIconComponent } from '@mui/icons-material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import type { ActivityKind } from '@vetrina/contracts';

const ICONS: Record<ActivityKind, SvgIconComponent> = {
  product: Inventory2Outlined,
  media: PhotoLibraryOutlined,
  category: CategoryOutlined,
  testimonial: FormatQuoteOutlined,
  user: PersonOutlined,
  message: MailOutlined,
  settings: SettingsOutlined,
  order: ReceiptLongOutlined,
  backup: BackupOutlined,
  restore: RestoreOutlined,
  'sign-in': LoginOutlined,
};

/** The kind's icon, decorative: the kind's name is written beside it. */
export function ActivityKindIcon({ kind }: { kind: ActivityKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden fontSize="small" />;
}
