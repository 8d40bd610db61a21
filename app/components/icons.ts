/**
 * The site's icon set (issue 17): lucide-react's line icons, re-exported by name so that a page's bundle
 * carries only the icons it draws (the package has no side effects; esbuild drops the rest). They are
 * decorative beside their words: lucide marks an icon without a label `aria-hidden`. Draw them on pages
 * that are not hydrated, or in the header and footer (server markup), where they cost no JavaScript; on a
 * hydrated page each one adds to its 100 KB budget (docs/design.md).
 */
export {
  ArrowLeft,
  ArrowRight,
  Building2,
  CalendarDays,
  ChevronDown,
  Clock,
  Globe,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Phone,
  Search,
  SlidersHorizontal,
  UserRound,
} from "lucide-react";
