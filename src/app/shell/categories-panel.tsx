import {
  Button,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { DrawerBody } from '../../components/drawer-body/drawer-body';
import type { Category } from '../../api/generated/model';
import { IconTooltip } from '../../components/icon-tooltip/icon-tooltip';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { categoriesPanelStore, closeCategoriesPanel } from './categories-panel-store';
import { usePreloadedData } from '../../api/use-preloaded-data';
import { box } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalM, listStyleType: 'none', margin: 0, padding: 0 },
  link: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    textAlign: 'center',
    fontWeight: tokens.fontWeightSemibold,
    minHeight: box.touchTarget,
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover },
  },
  image: { width: box.thumbnail, height: box.thumbnail, objectFit: 'contain' },
});

/** The list itself, shared by the panel and its stories. */
export function CategoryTiles({ categories, onPick }: { categories: readonly Category[]; onPick?: () => void }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={`/categories/${category.slug}`} className={styles.link} onClick={onPick}>
            <ImageWithFallback src={category.image} alt="" width={72} height={72} className={styles.image} />
            <span>{category.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Mobile categories panel (spec section 2): image and localized title; closes on a pick or the close button. */
export default function CategoriesPanel() {
  const intl = useIntl();
  const { open } = useSnapshot(categoriesPanelStore);
  const { data } = usePreloadedData();
  const title = intl.formatMessage({ id: 'categoriesPanel.title', defaultMessage: 'Categories' });
  const closeLabel = intl.formatMessage({ id: 'common.close', defaultMessage: 'Close' });
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, state) => (state.open ? undefined : closeCategoriesPanel())}
      position="start"
      aria-label={title}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <IconTooltip label={closeLabel}>
              <Button appearance="subtle" aria-label={closeLabel} icon={<DismissRegular />} onClick={closeCategoriesPanel} />
            </IconTooltip>
          }
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <CategoryTiles categories={data?.categories ?? []} onPick={closeCategoriesPanel} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
