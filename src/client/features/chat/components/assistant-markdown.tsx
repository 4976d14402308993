import type { ComponentProps } from 'react';
import Markdown, { type ExtraProps } from 'react-markdown';

// react-markdown's default URL filter already blanks every link protocol but http, https, irc, ircs,
// mailto and xmpp; links leave the page in a new tab.
function NewTabLink({ node: _node, ...props }: ComponentProps<'a'> & ExtraProps) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

const components = { a: NewTabLink };

/** An assistant answer rendered as markdown; loaded with the first answer, not with the page. */
export default function AssistantMarkdown({ content }: { content: string }) {
  return <Markdown components={components}>{content}</Markdown>;
}
