import { formCardClass } from './form-card';

/**
 * Holds the form's place (about its height) until its code arrives, so nothing below jumps. Rendered on
 * the server and handed to the island, so its markup is not part of the island's script.
 */
export function FormPlaceholder() {
  return (
    <div className={`${formCardClass} min-h-[108rem] sm:min-h-[97rem] md:min-h-[88rem]`}>
      <p className="font-semibold text-ink-soft" role="status">
        Loading the enquiry form…
      </p>
      <noscript>
        <p className="mt-2 text-ink">
          The enquiry form needs JavaScript. Please call, WhatsApp or e-mail us instead.
        </p>
      </noscript>
    </div>
  );
}
