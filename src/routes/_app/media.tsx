import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/app/coming-soon';

export const Route = createFileRoute('/_app/media')({
  component: () => (
    <ComingSoon module="Media" summary="The team's media drive: folders, photos and videos from devices, upload and search." />
  ),
});
