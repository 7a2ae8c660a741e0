import { z } from '@homeward/contracts';
import { schemaParse, tabDraft } from './draft';

const noteSchema = z.object({ step: z.number(), text: z.string() });
const note = tabDraft('homeward.test.note', schemaParse(noteSchema));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('a draft kept for this tab', () => {
  it('keeps what was written in this tab’s storage, not across visits, until it is cleared', () => {
    expect(note.read()).toBeUndefined();
    note.write({ step: 2, text: 'Harbor Realty' });
    expect(note.read()).toEqual({ step: 2, text: 'Harbor Realty' });
    expect(JSON.parse(sessionStorage.getItem('homeward.test.note')!)).toEqual({ step: 2, text: 'Harbor Realty' });
    expect(localStorage.length).toBe(0);
    note.clear();
    expect(note.read()).toBeUndefined();
    expect(sessionStorage.getItem('homeward.test.note')).toBeNull();
  });

  it('reads nothing from a copy that is not JSON or no longer has the draft’s shape', () => {
    sessionStorage.setItem('homeward.test.note', '{not json');
    expect(note.read()).toBeUndefined();
    sessionStorage.setItem('homeward.test.note', JSON.stringify({ step: 'two' }));
    expect(note.read()).toBeUndefined();
  });

  it('keeps the form working when the storage refuses to write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(() => note.write({ step: 1, text: 'x' })).not.toThrow();
      expect(note.read()).toBeUndefined();
    } finally {
      setItem.mockRestore();
    }
  });
});
