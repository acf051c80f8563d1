import Markdown from "react-markdown";

/** Renders the assistant's Markdown safely: raw HTML is dropped, links open in a new tab. */
export function MarkdownMessage({ text }: { text: string }) {
  return (
    <div className="grid gap-2 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_li]:ml-4 [&_ol]:list-decimal [&_ul]:list-disc">
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ),
          img: () => null,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
