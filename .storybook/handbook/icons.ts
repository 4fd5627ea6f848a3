import { type FluentIcon } from '@fluentui/react-icons';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { ArrowRightRegular } from '@fluentui/react-icons/svg/arrow-right';
import { ArrowSwapFilled, ArrowSwapRegular } from '@fluentui/react-icons/svg/arrow-swap';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { BoxRegular } from '@fluentui/react-icons/svg/box';
import { BoxSearchRegular } from '@fluentui/react-icons/svg/box-search';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { CheckmarkCircle20Filled, CheckmarkCircleFilled, CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { ChevronLeft20Regular, ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRight20Regular, ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { DismissCircleRegular } from '@fluentui/react-icons/svg/dismiss-circle';
import { DocumentPdfRegular } from '@fluentui/react-icons/svg/document-pdf';
import { DocumentSearchRegular } from '@fluentui/react-icons/svg/document-search';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { ErrorCircleRegular } from '@fluentui/react-icons/svg/error-circle';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { GlobeRegular } from '@fluentui/react-icons/svg/globe';
import { GridRegular } from '@fluentui/react-icons/svg/grid';
import { HeartFilled, HeartRegular } from '@fluentui/react-icons/svg/heart';
import { HomeRegular } from '@fluentui/react-icons/svg/home';
import { InfoRegular } from '@fluentui/react-icons/svg/info';
import { KeyRegular } from '@fluentui/react-icons/svg/key';
import { LocationRegular } from '@fluentui/react-icons/svg/location';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { PanelLeftContractRegular } from '@fluentui/react-icons/svg/panel-left-contract';
import { PanelLeftExpandRegular } from '@fluentui/react-icons/svg/panel-left-expand';
import { PauseRegular } from '@fluentui/react-icons/svg/pause';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { PhoneRegular } from '@fluentui/react-icons/svg/phone';
import { PlayRegular } from '@fluentui/react-icons/svg/play';
import { PrintRegular } from '@fluentui/react-icons/svg/print';
import { ScalesRegular } from '@fluentui/react-icons/svg/scales';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { SearchInfoRegular } from '@fluentui/react-icons/svg/search-info';
import { SendRegular } from '@fluentui/react-icons/svg/send';
import { ShareRegular } from '@fluentui/react-icons/svg/share';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons/svg/shield-checkmark';
import { ShieldErrorRegular } from '@fluentui/react-icons/svg/shield-error';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { StoreMicrosoftRegular } from '@fluentui/react-icons/svg/store-microsoft';
import { SubtractRegular } from '@fluentui/react-icons/svg/subtract';
import { TicketDiagonalRegular } from '@fluentui/react-icons/svg/ticket-diagonal';
import { VehicleTruckProfileRegular } from '@fluentui/react-icons/svg/vehicle-truck-profile';
import { WalletRegular } from '@fluentui/react-icons/svg/wallet';
import { WarningRegular } from '@fluentui/react-icons/svg/warning';
import { WifiOffRegular } from '@fluentui/react-icons/svg/wifi-off';
import { WrenchRegular } from '@fluentui/react-icons/svg/wrench';

/**
 * The icons the shop's code imports, to draw them on the Icons page (a page cannot import by a name it reads at
 * run time without the whole icon library). `handbook.test.ts` fails when this list and the code part ways.
 */
export const shopIcons: Record<string, FluentIcon> = {
  AddRegular,
  ArrowClockwiseRegular,
  ArrowLeftRegular,
  ArrowRightRegular,
  ArrowSwapFilled,
  ArrowSwapRegular,
  ArrowUploadRegular,
  BoxRegular,
  BoxSearchRegular,
  CartRegular,
  CheckmarkCircle20Filled,
  CheckmarkCircleFilled,
  CheckmarkCircleRegular,
  ChevronLeft20Regular,
  ChevronLeftRegular,
  ChevronRight20Regular,
  ChevronRightRegular,
  DeleteRegular,
  DismissCircleRegular,
  DismissRegular,
  DocumentPdfRegular,
  DocumentSearchRegular,
  EditRegular,
  ErrorCircleRegular,
  FilterRegular,
  GlobeRegular,
  GridRegular,
  HeartFilled,
  HeartRegular,
  HomeRegular,
  InfoRegular,
  KeyRegular,
  LocationRegular,
  MailRegular,
  NavigationRegular,
  PanelLeftContractRegular,
  PanelLeftExpandRegular,
  PauseRegular,
  PersonRegular,
  PhoneRegular,
  PlayRegular,
  PrintRegular,
  ScalesRegular,
  SearchInfoRegular,
  SearchRegular,
  SendRegular,
  ShareRegular,
  ShieldCheckmarkRegular,
  ShieldErrorRegular,
  SignOutRegular,
  StoreMicrosoftRegular,
  SubtractRegular,
  TicketDiagonalRegular,
  VehicleTruckProfileRegular,
  WalletRegular,
  WarningRegular,
  WifiOffRegular,
  WrenchRegular,
};
