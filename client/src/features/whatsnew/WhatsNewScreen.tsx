import { observer } from 'mobx-react-lite';
import { LoadState } from '../../app/LoadState';
import { useLatestWhatsNew } from '../../stores/whatsnew/whatsNewReads';
import { CHANGELOG_URL } from '../../app/externalLinks';

/** What is new: the latest change-log entry, and the full change log on the documentation host. */
const WhatsNewScreen = observer(function WhatsNewScreen() {
  const latest = useLatestWhatsNew();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">What's new</h1>
      {/* No entry is an empty change log, not a missing document: the value is null then. */}
      <LoadState state={{ ...latest, value: latest.loaded ? (latest.value ?? null) : undefined }}>
        {(entry) =>
          entry ? (
            <article>
              <h2>{entry.title}</h2>
              <p className="card-meta">{new Date(entry.time).toLocaleDateString()}</p>
              {/* The body is plain text: blank lines part its paragraphs, line breaks stay. */}
              <div className="whatsnew-body">
                {entry.body
                  .split(/\n\s*\n/)
                  .filter((p) => p.trim())
                  .map((paragraph, i) => (
                    <p key={i} style={{ whiteSpace: 'pre-line' }}>
                      {paragraph.trim()}
                    </p>
                  ))}
              </div>
            </article>
          ) : (
            <p className="empty">No entries yet.</p>
          )
        }
      </LoadState>
      <p>
        <a href={CHANGELOG_URL} target="_blank" rel="noopener noreferrer">
          Full change log
        </a>
      </p>
    </section>
  );
});
export default WhatsNewScreen;
