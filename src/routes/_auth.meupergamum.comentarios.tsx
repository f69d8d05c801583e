import { createFileRoute } from '@tanstack/react-router';
import { MyCommentsPage } from '../features/catalogue/title/components/my-comments-page';
import { titleQueries } from '../features/catalogue/title/queries';
import { session } from '../lib/session/session';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/comentarios')({
  loader: ({ context: { queryClient } }) => {
    const user = session.get().user;
    return ensureLoaded(queryClient, titleQueries.commentedByMe(user ? user.cod_pessoa : 0));
  },
  component: MyCommentsPage,
});
