import * as styles from "~/components/legal-document.css";

export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalTable = { caption: string; name: string; purpose: string; duration: string; rows: { name: string; purpose: string; duration: string }[] };

export type LegalDocumentData = {
  name: string;
  title: string;
  intro: string | null;
  sections: LegalSection[];
  updated: string;
  table: LegalTable | null;
  status: string | null;
};

/** A legal text: title, table of contents, numbered sections. */
export function LegalDocument({
  page,
  updatedLabel,
  tocLabel,
  headingLevel = 1,
}: {
  page: LegalDocumentData;
  updatedLabel: string;
  tocLabel: string;
  headingLevel?: 1 | 2;
}) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const Section = headingLevel === 1 ? "h2" : "h3";
  const anchor = (index: number) => `${page.name}-section-${index + 1}`;
  return (
    <article className={styles.article}>
      <Title>{page.title}</Title>
      <p className={styles.updated}>{updatedLabel}</p>
      {page.status ? <p className={styles.status}>{page.status}</p> : null}
      {page.intro ? <p className={styles.intro}>{page.intro}</p> : null}
      {page.sections.length > 2 ? (
        <nav aria-label={tocLabel} className={styles.toc}>
          <p className={styles.tocTitle} aria-hidden="true">
            {tocLabel}
          </p>
          <ol>
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchor(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {page.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={anchor(index)}>
          <Section id={anchor(index)}>{section.heading}</Section>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {page.table ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{page.table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{page.table.name}</th>
                <th scope="col">{page.table.purpose}</th>
                <th scope="col">{page.table.duration}</th>
              </tr>
            </thead>
            <tbody>
              {page.table.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">
                    <code>{row.name}</code>
                  </th>
                  <td>{row.purpose}</td>
                  <td>{row.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </article>
  );
}
