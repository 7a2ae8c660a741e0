import path from 'node:path';
import { caseCollisions, moduleName, repositoryFiles } from './fileNames';

/** Slices being reorganised elsewhere; their names are held to the rule once they land. */
const PENDING_SLICES: string[] = [];

describe('file names', () => {
  it('compare a module with its stylesheet and tests as one name', () => {
    expect(['TourForm.tsx', 'TourForm.module.css', 'TourForm.test.tsx', 'a/b/types.d.ts'].map(moduleName)).toEqual(['TourForm', 'TourForm', 'TourForm', 'types']);
  });

  it('find siblings whose names differ only by case', () => {
    expect(
      caseCollisions([
        'src/tour/TourForm.tsx',
        'src/tour/TourForm.module.css',
        'src/tour/tourForm.ts',
        'src/tour/tourForm.test.ts',
        'src/app/Fields.module.css',
        'src/app/fields.tsx',
        'src/other/tourForm.ts',
      ]),
    ).toEqual([
      ['src/tour/TourForm.module.css', 'src/tour/TourForm.tsx', 'src/tour/tourForm.test.ts', 'src/tour/tourForm.ts'],
      ['src/app/Fields.module.css', 'src/app/fields.tsx'],
    ]);
  });

  it('leave a module, its stylesheet and its test alone', () => {
    expect(caseCollisions(['src/TourForm.tsx', 'src/TourForm.module.css', 'src/TourForm.test.tsx', 'src/tourValues.ts'])).toEqual([]);
  });

  it('hold in the repository: no two siblings differ only by case', () => {
    const files = repositoryFiles(path.join(__dirname, '../..')).filter((file) => !PENDING_SLICES.some((slice) => file.startsWith(`${slice}/`)));
    expect(caseCollisions(files)).toEqual([]);
  });
});
