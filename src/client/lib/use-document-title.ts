import { useEffect } from 'react';

/** Keeps document.title in step with the page and the language (the prerenderer writes the first one). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
