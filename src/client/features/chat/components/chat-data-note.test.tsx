import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#tests/support/render-app.tsx';
import { ChatDataNote } from './chat-data-note.tsx';

describe("the chat's data note", () => {
  it('says the built-in assistant keeps nothing', async () => {
    await renderApp(<ChatDataNote />);
    expect(
      screen.getByText('The built-in assistant keeps nothing: your messages are not stored.'),
    ).toBeInTheDocument();
  });

  it("names the upstream's host, in French too", async () => {
    await renderApp(<ChatDataNote />, { language: 'fr', config: { aiHost: 'ai.example.ca' } });
    expect(screen.getByText(/^Vos messages sont envoyés à ai\.example\.ca pour/)).toBeInTheDocument();
  });
});
