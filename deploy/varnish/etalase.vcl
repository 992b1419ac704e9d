vcl 4.1;

# Varnish in front of Etalase (docs/decisions/0044, README "Behind a CDN or Varnish").
# Needs Varnish 7 and the xkey vmod (Debian: `apt install varnish varnish-modules`), and the app
# started with CDN_CACHE=on, CDN_PURGE=varnish and CDN_PURGE_URL=http://<this Varnish>/.
# The app tags every answer it lets a CDN keep (the `xkey` header) and, after every admin
# change, sends `PURGE` with the tags to drop in `xkey-purge`. Edit the backend and the
# `purgers` ACL below for your servers.

import std;
import xkey;

# The app. Its own health check keeps stale pages served while it is down (stale-if-error).
backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = {
        .url = "/healthz";
        .interval = 5s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
    }
}

# Who may purge: the app's instances (their addresses as Varnish sees them).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header missing"));
        }
        # A hard purge: after it answers, nobody gets the old copy (a soft one would still
        # serve it once while fetching the new).
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # Personal, never kept: the admin area, the outbound click redirects (counted per click),
    # a product's preview link, and anything a signed-in admin asks for.
    if (req.url ~ "(?i)^/(admin|keluar)(/|\?|$)") {
        return (pass);
    }
    if (req.url ~ "\?.*pratinjau") {
        return (pass);
    }
    if (req.http.Cookie ~ "(^|;\s*)etalase_session=") {
        return (pass);
    }
    # No other cookie changes an answer the app lets a CDN keep.
    unset req.http.Cookie;

    # Click ids and campaign tags are new with every share: the app reads pages without them,
    # so every share of a page is one entry.
    if (req.url ~ "(?i)[?&](utm_[a-z0-9_]*|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|ttclid|twclid|igshid|igsh|li_fat_id|mc_cid|mc_eid|yclid|srsltid|_ga|_gl)=") {
        set req.url = regsuball(req.url, "(?i)([?&])(utm_[a-z0-9_]*|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|ttclid|twclid|igshid|igsh|li_fat_id|mc_cid|mc_eid|yclid|srsltid|_ga|_gl)=[^&]*", "\1");
        set req.url = regsuball(req.url, "&&+", "&");
        set req.url = regsub(req.url, "\?&", "?");
        set req.url = regsub(req.url, "[?&]$", "");
    }

    # One copy per encoding the app makes: brotli, gzip, or none. Varnish itself would turn
    # every Accept-Encoding into gzip; the app's choice is kept here and sent to it.
    if (req.http.Accept-Encoding ~ "(?i)\bbr\b") {
        set req.http.X-Etalase-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(?i)\bgzip\b") {
        set req.http.X-Etalase-Encoding = "gzip";
    } else {
        set req.http.X-Etalase-Encoding = "identity";
    }
    set req.http.Accept-Encoding = req.http.X-Etalase-Encoding;

    # While the app answers, an expired copy is served for at most this long while a fresh one
    # is fetched (the app's CDN_STALE_WHILE_REVALIDATE); while it is down, up to its
    # stale-if-error.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 60s;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.http.X-Etalase-Encoding);
    # The built-in vcl_hash adds the URL and the host.
}

sub vcl_backend_fetch {
    if (bereq.http.X-Etalase-Encoding == "identity") {
        unset bereq.http.Accept-Encoding;
    } else {
        set bereq.http.Accept-Encoding = bereq.http.X-Etalase-Encoding;
    }
    unset bereq.http.X-Etalase-Encoding;
}

sub vcl_backend_response {
    # The app's s-maxage is the TTL (Varnish reads it); its stale-if-error is how long an
    # expired copy may stand in while the app is down.
    if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1") + "s", 0s);
    }
}

sub vcl_deliver {
    # The tags are for Varnish; visitors need not see what a page shows.
    unset resp.http.xkey;
    if (obj.hits > 0) {
        set resp.http.X-Varnish-Cache = "hit";
    } else {
        set resp.http.X-Varnish-Cache = "miss";
    }
}
