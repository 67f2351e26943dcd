import { ModalsProvider } from '@mantine/modals';

/** Mantine's modals provider with Elk's labels and look; mounted on demand (confirmModals.tsx). */
export function ModalsHost() {
  return (
    <ModalsProvider
      labels={{ confirm: 'Confirm', cancel: 'Cancel' }}
      modalProps={{ centered: true, radius: 'lg' }}
    />
  );
}
