'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { FormActions } from '@/components/admin/form-actions';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { NOTICE_MS, notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { renameCategory } from '@/lib/directory/admin/actions/category';
import type { CategoryRow } from '@/lib/directory/admin/category-queries';
import { type CategoryRenameInput, categoryRenameSchema } from '@/lib/directory/admin/form-schema';

type RenameDialogProps = { category: CategoryRow; lang: 'mn' | 'en'; onClose: () => void };

/** Seeds 2.5 rename modal: the name in the language the list shows; 'Мэдээллийг хадгалахад алдаа гарлаа.' on failure. */
export function RenameDialog({ category, lang, onClose }: RenameDialogProps) {
  const t = useTranslations('admin.yellow');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const router = useRouter();
  const form = useForm<CategoryRenameInput>({
    resolver: zodResolver(categoryRenameSchema),
    defaultValues: { category_code: category.category_code, lang, name: category.name },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useActionSubmit(form, {
    save: (values) => renameCategory(values),
    onSaved: () => {
      notifySuccess(t('saved'));
      onClose();
      router.refresh();
    },
    failureText: () => t('saveFailed'),
    noticeMs: NOTICE_MS.success,
  });

  return (
    <ModalDialog isOpen title={t('categories.renameTitle', { code: category.category_code })} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label={t('categories.newName')} error={message(errors.name?.message)} {...form.register('name')} />
        <FormActions
          isSubmitting={isSubmitting}
          submitLabel={common('save')}
          secondary={{ label: common('cancel'), onClick: onClose }}
        />
      </form>
    </ModalDialog>
  );
}
