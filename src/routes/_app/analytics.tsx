import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/app/coming-soon';

export const Route = createFileRoute('/_app/analytics')({
  component: () => (
    <ComingSoon module="Analytics" summary="AI detections per device and time range: counts by class, sessions, and the raw records." />
  ),
});
