export interface Job {
  /** Path segment under /careers, as the site has always spelt it. */
  slug: 'SeniorSoftwareEngineer' | 'SeniorWebDeveloper' | 'VPofMarketing';
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  about: readonly string[];
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
  salary: string;
}

export const jobs: readonly Job[] = [
  {
    slug: 'SeniorSoftwareEngineer',
    title: 'Senior Software Engineer',
    team: 'Engineering, Marketplace',
    location: 'Seattle, WA or remote in the US',
    type: 'Full time',
    summary: 'Build the search, tour and offer services that thousands of buyers rely on every week.',
    about: [
      'The marketplace team owns the services behind search, listing details, tours and offers. We ingest MLS data for two states, keep it fresh within minutes, and serve it to the web site and the mobile app.',
      'You will work in a small team with a product manager, a designer and four engineers, shipping several times a day.',
    ],
    responsibilities: [
      'Design and build APIs in TypeScript and Node.js on PostgreSQL.',
      'Improve the listing data pipeline: freshness, accuracy and cost.',
      'Own features end to end, from schema to monitoring.',
      'Review code, mentor engineers and write clear design documents.',
    ],
    requirements: [
      'Six or more years building production web services.',
      'Strong TypeScript or another typed language, and solid SQL.',
      'Experience running services you built: metrics, alerts and on-call.',
      'Clear written communication.',
    ],
    niceToHave: ['Geospatial data or search engines.', 'Real estate or fintech experience.'],
    salary: '$175,000 to $215,000 base, plus equity and benefits',
  },
  {
    slug: 'SeniorWebDeveloper',
    title: 'Senior Web Developer',
    team: 'Engineering, Web',
    location: 'Boston, MA or remote in the US',
    type: 'Full time',
    summary: 'Make the Homeward web site fast, accessible and a pleasure to use on every screen.',
    about: [
      'Our site is a set of independently deployed React applications composed at runtime. Each team ships its part on its own schedule.',
      'You will own shared front-end foundations and build customer-facing features with the product teams.',
    ],
    responsibilities: [
      'Build accessible React features with TypeScript, from the map search to the offer flow.',
      'Keep first-visit JavaScript small and pages fast on mid-range phones.',
      'Maintain the shared component library and design tokens.',
      'Write unit and end-to-end tests that catch real regressions.',
    ],
    requirements: [
      'Five or more years of professional front-end development.',
      'Deep knowledge of React, TypeScript, CSS and the browser platform.',
      'Working knowledge of WCAG 2.2 and assistive technology testing.',
      'A portfolio or code you can walk us through.',
    ],
    niceToHave: ['Module federation or other micro-front-end experience.', 'Map libraries and large lists.'],
    salary: '$160,000 to $195,000 base, plus equity and benefits',
  },
  {
    slug: 'VPofMarketing',
    title: 'VP of Marketing',
    team: 'Marketing',
    location: 'Seattle, WA',
    type: 'Full time',
    summary: 'Lead the team that tells buyers and sellers in two states why Homeward is the better way to move.',
    about: [
      'Homeward grows through search, referrals and word of mouth from customers who received a refund. We want to grow faster in the markets we serve before we open new states.',
      'You will report to the CEO and lead a team of six across brand, performance marketing and content.',
    ],
    responsibilities: [
      'Own the marketing plan, budget and results for Washington and Massachusetts.',
      'Build a measurable acquisition engine across search, social and partnerships.',
      'Sharpen our brand and message for buyers, sellers and agents.',
      'Work with the corporate partner team on employer relocation programmes.',
    ],
    requirements: [
      'Ten or more years in marketing, with at least four leading teams.',
      'A record of growing a consumer brand with measurable results.',
      'Comfort with data, attribution and budget ownership.',
    ],
    niceToHave: ['Real estate, mortgage or marketplace experience.', 'Experience launching in new regions.'],
    salary: '$220,000 to $260,000 base, plus equity and benefits',
  },
];

export function findJob(slug: string): Job | undefined {
  return jobs.find((job) => job.slug.toLowerCase() === slug.toLowerCase());
}

export const careersIntro = {
  title: 'Careers at Homeward',
  lead: 'We are a team of agents, engineers and operators in Seattle and Boston who think buying a home should cost less and feel calmer.',
  benefits: [
    'Medical, dental and vision cover for you and your family, premiums fully paid.',
    'Four weeks of paid time off plus the week between Christmas and New Year.',
    '16 weeks of paid parental leave for every parent.',
    'A $1,500 yearly learning budget and a home-office allowance.',
    'If you buy a home through Homeward, your refund is doubled.',
  ],
} as const;
