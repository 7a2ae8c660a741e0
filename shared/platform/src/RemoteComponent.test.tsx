import { render, screen } from '@testing-library/react';
import type { LoginModalProps, SearchBarProps } from '@homeward/contracts';
import { RemoteComponent } from './RemoteComponent';
import { setRemoteLoader } from './remotes';

afterEach(() => setRemoteLoader(() => Promise.reject(new Error('no loader'))));

describe('RemoteComponent', () => {
  it('mounts the exposed component by its id with the props the contracts give it', async () => {
    const asked: string[] = [];
    setRemoteLoader(async (id) => {
      asked.push(id);
      return { default: ({ variant, initialText }: SearchBarProps) => <p>{`${variant} search for ${initialText}`}</p> };
    });
    render(<RemoteComponent id="mf_search/SearchBar" props={{ variant: 'compact', initialText: 'Seattle' }} fallback={() => <p>No search</p>} />);
    expect(await screen.findByText('compact search for Seattle')).toBeInTheDocument();
    expect(asked).toEqual(['mf_search/SearchBar']);
  });

  it('shows its fallback when the component cannot be loaded', async () => {
    setRemoteLoader(() => Promise.reject(new Error('refused')));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = jest.fn<void, [boolean]>();
    const props: LoginModalProps = { onClose };
    render(<RemoteComponent id="mf_auth/LoginModal" props={props} fallback={() => <p>Sign-in is unavailable</p>} />);
    expect(await screen.findByText('Sign-in is unavailable')).toBeInTheDocument();
  });

  // Type-check fixture: `npm run typecheck` fails if any of these wrong mounts stops being an error.
  it('is typed by the map of exposed components, so a wrong prop does not compile', () => {
    const fallback = () => null;
    const wrongMounts = [
      // @ts-expect-error 'wide' is not a variant of the search bar
      <RemoteComponent key="variant" id="mf_search/SearchBar" props={{ variant: 'wide' }} fallback={fallback} />,
      // @ts-expect-error the login modal needs onClose
      <RemoteComponent key="missing" id="mf_auth/LoginModal" props={{ redirect: '/' }} fallback={fallback} />,
      // @ts-expect-error the search bar takes no onClose
      <RemoteComponent key="extra" id="mf_search/SearchBar" props={{ variant: 'hero', onClose: () => undefined }} fallback={fallback} />,
      // @ts-expect-error no slice exposes a component of this name
      <RemoteComponent key="unknown" id="mf_search/Map" props={{}} fallback={fallback} />,
    ];
    expect(wrongMounts).toHaveLength(4);
  });
});
