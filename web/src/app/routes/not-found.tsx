import type { MetaFunction } from 'react-router-dom';
import { NotFound } from '@/app/not-found';
import { notFoundContent as content } from '@/content/errors';
import { privatePageMeta } from '@/lib/private-page-meta';

export const meta: MetaFunction = () =>
  privatePageMeta({ title: content.title, description: content.description });

export default NotFound;
