import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { deleteAccountForm } from '@contracts/accounts/account';
import { Form, SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { useZodForm } from '@/lib/use-zod-form';
import { useDeleteMyAccount } from '../api/delete-my-account';
import { useExportMyData } from '../api/export-my-data';
import { securityContent as content } from '../security-content';
import { PasswordInput } from './password-input';

const failed = (title: string, error: unknown) =>
  toast({
    title,
    description: error instanceof Error ? error.message : 'Please try again.',
    variant: 'destructive',
  });

function DeleteAccountForm() {
  const remove = useDeleteMyAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(deleteAccountForm, { defaultValues: { password: '', confirm: false } });
  const submit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync({ password: values.password, confirm: true });
    } catch (error) {
      failed(content.deleteFailed, error);
      return;
    }
    await signOut().catch(() => undefined);
    queryClient.clear();
    toast(content.deleted);
    void navigate(paths.home.getHref());
  });
  const password = fieldBinder(ids, register, errors)('password', 'Current Password', {
    required: true,
  });
  const confirmId = `${ids}-confirm`;
  return (
    <Form onSubmit={submit} busy={isSubmitting} legend="Delete my account" className="grid gap-4">
      <FormField {...password.field}>
        <PasswordInput autoComplete="current-password" {...password.control} />
      </FormField>
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <input
            id={confirmId}
            type="checkbox"
            className="accent-primary mt-0.5 size-4 rounded"
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? `${confirmId}-error` : undefined}
            {...register('confirm')}
          />
          <label htmlFor={confirmId} className="text-sm">
            I understand that my account is deleted for good and cannot be restored.
          </label>
        </div>
        {errors.confirm ? (
          <p id={`${confirmId}-error`} className="text-destructive text-sm">
            {errors.confirm.message}
          </p>
        ) : null}
      </div>
      <div>
        <SubmitButton pending={isSubmitting} icon={Trash2} variant="destructive">
          Delete My Account
        </SubmitButton>
      </div>
    </Form>
  );
}

/** /profile's "Your data": a download of everything held about the user, and deleting the account. */
export function YourDataSection() {
  const exportData = useExportMyData();
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    try {
      await exportData.mutateAsync();
      toast(content.exported);
    } catch (error) {
      failed(content.exportFailed, error);
    }
  };
  return (
    <Card className="mt-6" id="your-data">
      <CardHeader>
        <h2 className="text-xl font-semibold">Your Data</h2>
        <CardDescription>{content.exportIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div>
          <Button variant="outline" disabled={exportData.isPending} onClick={() => void download()}>
            <Download aria-hidden="true" />
            Export My Data
          </Button>
        </div>
        <div className="grid gap-3">
          <p className="text-muted-foreground text-sm">{content.deleteIntro}</p>
          <div>
            <Button variant="destructive" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Delete Account…
            </Button>
          </div>
        </div>
        <Dialog open={deleting} onOpenChange={setDeleting}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>{content.deleteIntro}</DialogDescription>
            </DialogHeader>
            <DeleteAccountForm />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
