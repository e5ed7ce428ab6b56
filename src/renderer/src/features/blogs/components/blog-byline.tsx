import { UserIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { fullName } from '@renderer/lib/person-name';
import type { BlogAuthor } from '@shared/api/blogs';

/** "By Ana Mbala · Kianda Tech": the author and, when they have one, their company. */
export function BlogByline({ author }: { author: BlogAuthor }) {
  const t = useT();
  const name = fullName(author) ?? t('blogs.card.someone');
  return (
    <span>
      <UserIcon size={14} />
      {author.company_name
        ? t('blogs.card.byCompany', { author: name, company: author.company_name })
        : t('blogs.card.by', { author: name })}
    </span>
  );
}
