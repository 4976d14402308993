import { PortalFrame } from '#client/features/portal/components/portal-frame.tsx';
import { SignInCard } from '#client/features/portal/components/sign-in-card.tsx';

/** /my-tickets signed out, as the sign-in client draws it. */
export function CustomerSignIn() {
  return (
    <PortalFrame>
      <SignInCard />
    </PortalFrame>
  );
}
