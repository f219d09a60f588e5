// The icon set named in schemas/common/icon.schema.json. The Record type makes a name without a
// drawing (or a drawing without a name) a type error.
import {
  IconAdjustments, IconArrowRight, IconAward, IconBolt, IconBook, IconBooks, IconBriefcase, IconBuilding, IconBulb,
  IconCalendar, IconCalendarEvent, IconCertificate, IconChalkboard, IconChartLine, IconCheck, IconClock, IconCopy, IconCpu,
  IconDoor, IconDownload, IconHeadphones, IconMessageCircle, IconPlayerPlay, IconRss, IconExternalLink, IconFile, IconFlask, IconHeart, IconHeartHandshake, IconHome, IconId,
  IconLeaf, IconLink, IconMail, IconMapPin, IconMicrophone, IconMusic, IconNetwork, IconNews, IconPencil, IconPhone,
  IconQuote, IconRecycle, IconRoute, IconSchool, IconShield, IconSitemap, IconTarget, IconTool, IconUser, IconUsers,
  IconVideo, IconWorld, type Icon,
} from '@tabler/icons-react';
import type { IconName } from './generated/schemas.ts';

export const ICONS: Record<IconName, Icon> = {
  home: IconHome, user: IconUser, school: IconSchool, flask: IconFlask, briefcase: IconBriefcase, bulb: IconBulb,
  users: IconUsers, tool: IconTool, book: IconBook, award: IconAward, chalkboard: IconChalkboard, books: IconBooks,
  microphone: IconMicrophone, building: IconBuilding, heart: IconHeart, handshake: IconHeartHandshake, news: IconNews,
  pencil: IconPencil, music: IconMusic, calendarEvent: IconCalendarEvent, calendar: IconCalendar, mail: IconMail,
  phone: IconPhone, mapPin: IconMapPin, door: IconDoor, world: IconWorld, link: IconLink, chartLine: IconChartLine,
  shield: IconShield, recycle: IconRecycle, leaf: IconLeaf, bolt: IconBolt, cpu: IconCpu, certificate: IconCertificate,
  id: IconId, network: IconNetwork, quote: IconQuote, arrowRight: IconArrowRight, download: IconDownload,
  video: IconVideo, clock: IconClock, check: IconCheck, copy: IconCopy, target: IconTarget, adjustments: IconAdjustments,
  route: IconRoute, sitemap: IconSitemap, file: IconFile, externalLink: IconExternalLink, rss: IconRss, play: IconPlayerPlay,
  message: IconMessageCircle, headphones: IconHeadphones,
};

export function SchemaIcon({ name, size = 20 }: { name: IconName; size?: number }) {
  const Drawing = ICONS[name];
  return <Drawing size={size} stroke={1.7} aria-hidden="true" />;
}
