import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="50vh" aria-busy="true" aria-label="Loading">
      <Loader type="dots" size="lg" />
    </Center>
  );
}
