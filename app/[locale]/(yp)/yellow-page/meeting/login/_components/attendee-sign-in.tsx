'use client';

import { useState } from 'react';

import { CodeStep } from './code-step';
import { EmailStep } from './email-step';

type AttendeeSignInProps = { isGoogleEnabled: boolean; initialError: string };

/** Seeds 2.4, 4: step 1 Google or the registered e-mail, step 2 the mailed six-digit code. */
export function AttendeeSignIn({ isGoogleEnabled, initialError }: AttendeeSignInProps) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');

  // Step 2 is entered only once the server has mailed a code to a registered user.
  if (sentTo) return <CodeStep email={sentTo} onChangeEmail={() => setSentTo('')} />;

  return (
    <EmailStep
      email={email}
      onEmailChange={setEmail}
      onSent={setSentTo}
      isGoogleEnabled={isGoogleEnabled}
      initialError={initialError}
    />
  );
}
