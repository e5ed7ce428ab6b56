import { PLACEHOLDER_LIST_SIZE } from '@shared/constants';
import type { MessageKey } from '@shared/i18n';
import interviewImage from '../assets/interview.svg';
import mapImage from '../assets/map.svg';
import mentorImage from '../assets/mentor.svg';
import officeImage from '../assets/office.svg';
import postImage from '../assets/post.svg';
import remoteImage from '../assets/remote.svg';

/** One placeholder card of the blog list (display fields only: blogs have no server data yet). */
export interface BlogSample {
  id: string;
  titleKey: MessageKey;
  teaserKey: MessageKey;
  author: string;
  /** ISO date, shown in the reader's language. */
  date: string;
  readingMinutes: number;
  /** Bundled illustration: no network, and allowed by the desktop CSP (img-src 'self' data:). */
  image: string;
}

const ALL_SAMPLES: BlogSample[] = [
  {
    id: '1',
    titleKey: 'blogs.sample.1.title',
    teaserKey: 'blogs.sample.1.teaser',
    author: 'Ana Mbala',
    date: '2025-03-12',
    readingMinutes: 6,
    image: officeImage,
  },
  {
    id: '2',
    titleKey: 'blogs.sample.2.title',
    teaserKey: 'blogs.sample.2.teaser',
    author: 'Kiala Domingos',
    date: '2025-02-27',
    readingMinutes: 4,
    image: postImage,
  },
  {
    id: '3',
    titleKey: 'blogs.sample.3.title',
    teaserKey: 'blogs.sample.3.teaser',
    author: 'Helena Tchissola',
    date: '2025-02-10',
    readingMinutes: 5,
    image: interviewImage,
  },
  {
    id: '4',
    titleKey: 'blogs.sample.4.title',
    teaserKey: 'blogs.sample.4.teaser',
    author: 'Mário Kassoma',
    date: '2025-01-22',
    readingMinutes: 7,
    image: mapImage,
  },
  {
    id: '5',
    titleKey: 'blogs.sample.5.title',
    teaserKey: 'blogs.sample.5.teaser',
    author: 'Luzia Ndala',
    date: '2025-01-08',
    readingMinutes: 5,
    image: remoteImage,
  },
  {
    id: '6',
    titleKey: 'blogs.sample.6.title',
    teaserKey: 'blogs.sample.6.teaser',
    author: 'Pedro Cafumana',
    date: '2024-12-16',
    readingMinutes: 6,
    image: mentorImage,
  },
];

/** The blog list shows six placeholder posts until blogs have a server. */
export const BLOG_SAMPLES: readonly BlogSample[] = ALL_SAMPLES.slice(0, PLACEHOLDER_LIST_SIZE);

/** The article shown on /blog-detail is the first card's. */
export const FEATURED_ARTICLE = BLOG_SAMPLES[0] as BlogSample;
