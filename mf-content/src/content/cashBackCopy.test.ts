import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cashBackExample, CORPORATE_PARTNER_BONUS_DOLLARS, estimateCashBack } from '@homeward/domain';
import { sellerSaving } from '../components/savings/savings';

/**
 * The copy check of the cash-back rule: every dollar figure in a sentence about the commission, the
 * refund or cash back is computed from `@homeward/domain`, so the page can never say a sum the rule
 * does not give.
 */
const SRC = path.join(__dirname, '..');
const ABOUT_THE_RULE = /commission|cash back|refund/i;
const DOLLARS = /\$(\d[\d,]*)(?![\d,]*[km])/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every piece of text a content module exports; a run of text mixed with links is read as one string. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) {
    if (value.length > 0 && value.every((part) => typeof part === 'string' || (part && typeof part === 'object' && 'text' in part && 'to' in part))) {
      out.push(value.map((part: string | { text: string }) => (typeof part === 'string' ? part : part.text)).join(''));
    }
    for (const item of value) texts(item, out);
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) texts(item, out);
  return out;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);
const figuresOf = (sentence: string) => [...sentence.matchAll(DOLLARS)].map((m) => Number(m[1].replace(/,/g, '')));

/** The sums the rule gives for a price: the price, its commission, the refund, and a seller's saving. */
function sumsOf(price: number): number[] {
  const example = cashBackExample(price);
  return [price, example.commission, example.refund, estimateCashBack(price), sellerSaving(price), CORPORATE_PARTNER_BONUS_DOLLARS];
}

/** Whether some figure of the sentence is a price whose sums are every other figure. */
function agreesWithTheRule(sentence: string): boolean {
  const figures = figuresOf(sentence);
  return figures.length === 0 || figures.some((price) => figures.every((figure) => sumsOf(price).includes(figure)));
}

describe('copy about the cash-back rule', () => {
  it('types no dollar figure beside the commission, the refund or cash back: each is computed', () => {
    const typed = sourceFiles(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(SRC, file)}:${index + 1}` }))
        .filter(({ line }) => ABOUT_THE_RULE.test(line) && /\$\d/.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(typed).toEqual([]);
  });

  it('states sums the rule gives in every sentence of the content', () => {
    const contentDir = path.join(SRC, 'content');
    const sentences = sourceFiles(contentDir)
      .flatMap((file) => texts(jest.requireActual(file)))
      .flatMap(sentencesOf)
      .filter((sentence) => ABOUT_THE_RULE.test(sentence) && figuresOf(sentence).length > 0);
    // The worked examples are there to be checked (FAQ, commission terms, how Homeward works).
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.filter((sentence) => !agreesWithTheRule(sentence))).toEqual([]);
    expect(sentences).toContainEqual(expect.stringContaining('that is $22,500 of commission and a $6,750 refund to you.'));
  });

  it('catches a worked example that does not follow the rule', () => {
    expect(agreesWithTheRule('On a $900,000 home with a 2.5% buyer’s agent commission, that is $22,500 of commission and a $9,000 refund to you.')).toBe(false);
    expect(agreesWithTheRule('On a $900,000 home with a 2.5% buyer’s agent commission, that is $22,500 of commission and a $6,750 refund to you.')).toBe(true);
  });
});
