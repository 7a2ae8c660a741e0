import path from 'node:path';
import { apiPathLiterals, findApiPathLiterals } from './apiPathsInSlices';

describe('API paths are written once, in the contracts', () => {
  it('finds a path spelt out in a string or a template (fixture)', () => {
    const source = [
      "http.get('/api/v2/Account/Details');",
      'fetch(`/api/v2/Favorites/${mls}`);',
      "const login = \"/api/auth/login\";",
      "navigate('/account/api/help'); callApi(apiCalls.accountDetails);",
    ].join('\n');
    expect(apiPathLiterals(source, 'fixture.ts')).toEqual([
      { file: 'fixture.ts', line: 1, text: '/api/v2/Account/Details' },
      { file: 'fixture.ts', line: 2, text: '/api/v2/Favorites/${mls}' },
      { file: 'fixture.ts', line: 3, text: '/api/auth/login' },
    ]);
  });

  it('no slice and not the shell writes one: each call goes through callApi with a call of the contracts', () => {
    expect(findApiPathLiterals(path.join(__dirname, '../..'))).toEqual([]);
  });
});
