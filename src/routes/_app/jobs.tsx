import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/app/coming-soon';

export const Route = createFileRoute('/_app/jobs')({
  component: () => (
    <ComingSoon module="Jobs" summary="Jobs and their tasks: plan work for the team, track status from draft to completed." />
  ),
});
