import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useGetHome } from '../../api/generated/endpoints/catalog/catalog';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { ProductCard } from '../../components/product-card/product-card';
import { SKELETON_COUNTS } from '../../lib/constants';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalXXL, padding: tokens.spacingHorizontalL },
  hero: { display: 'block', borderRadius: tokens.borderRadiusXLarge, overflow: 'hidden', boxShadow: tokens.shadow8 },
  heroImage: { width: '100%', height: 'auto', aspectRatio: '16 / 5' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600 },
  categories: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' },
  category: {
    display: 'grid',
    justifyItems: 'center',
    gap: tokens.spacingVerticalS,
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
  },
  categoryImage: { width: '100%', borderRadius: tokens.borderRadiusLarge },
  products: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
  tile: { height: '320px' },
});

/** Home: the top banner, category tiles and best sellers (issue 3 grows it). */
export default function HomePage() {
  const styles = useStyles();
  const intl = useIntl();
  const { data, isPending } = useGetHome({ query: { select: (body) => body.data } });
  const banner = data?.banners[0];

  return (
    <div className={styles.root}>
      {banner && (
        <Link href={banner.link ?? '/'} className={styles.hero}>
          <ImageWithFallback src={banner.image} alt={banner.title} width={1600} height={500} className={styles.heroImage} loading="eager" />
        </Link>
      )}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.heading}>
          {intl.formatMessage({ id: 'home.categories', defaultMessage: 'Shop by category' })}
        </h2>
        <div className={styles.categories}>
          {isPending
            ? Array.from({ length: SKELETON_COUNTS.homeCategories }, (_, index) => (
                <Skeleton key={index}>
                  <SkeletonItem shape="square" size={120} />
                </Skeleton>
              ))
            : data?.categories.map((category) => (
                <Link key={category.id} href={`/categories/${category.slug}`} className={styles.category}>
                  <ImageWithFallback src={category.image} alt="" width={400} height={400} className={styles.categoryImage} />
                  <span>{category.title}</span>
                </Link>
              ))}
        </div>
      </section>
      <section aria-labelledby="home-best-sellers">
        <h2 id="home-best-sellers" className={styles.heading}>
          {intl.formatMessage({ id: 'home.bestSellers', defaultMessage: 'Best sellers' })}
        </h2>
        <div className={styles.products}>
          {isPending
            ? Array.from({ length: SKELETON_COUNTS.homeBestSellers }, (_, index) => (
                <Skeleton key={index}>
                  <SkeletonItem shape="rectangle" className={styles.tile} />
                </Skeleton>
              ))
            : data?.bestSellers.map((product) => <ProductCard key={product.id} product={product} />)}
        </div>
      </section>
    </div>
  );
}
