import governoratesJson from './egypt-governorates.json';
import type { CityRow, GovernmentRow, T } from '../types';

interface GovernoratesFile {
  governorates: { slug: string; title: T; cities: { title: T }[] }[];
}

/** Egypt's 27 governorates (ids 1..27 in file order) and their main cities (ids in file order). */
export function seedGeo(): { governments: GovernmentRow[]; cities: CityRow[] } {
  const file = governoratesJson as GovernoratesFile;
  const governments: GovernmentRow[] = [];
  const cities: CityRow[] = [];
  file.governorates.forEach((gov, index) => {
    const governmentId = index + 1;
    governments.push({ id: governmentId, slug: gov.slug, title: { en: gov.title.en, ar: gov.title.ar } });
    for (const city of gov.cities) {
      cities.push({ id: cities.length + 1, governmentId, title: { en: city.title.en, ar: city.title.ar } });
    }
  });
  return { governments, cities };
}
