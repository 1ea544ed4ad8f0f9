// Régisseur's web view: follows the game by server-sent events (the live part replaced, new
// lines added at the top) and shows every <time data-t> in the reader's zone, counting down.
"use strict";
(function () {
  const lang = document.body.dataset.lang || "fr";
  const rel = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  const abs = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const hm = new Intl.DateTimeFormat(lang, { timeStyle: "medium" });
  function show() {
    const now = Date.now() / 1000;
    for (const el of document.querySelectorAll("time[data-t]")) {
      const t = Number(el.dataset.t);
      const style = el.dataset.style;
      if (style === "R") {
        const left = Math.round(t - now);
        const abs_left = Math.abs(left);
        el.textContent = abs_left < 90 ? rel.format(left, "second")
          : abs_left < 5400 ? rel.format(Math.round(left / 60), "minute")
          : rel.format(Math.round(left / 3600), "hour");
      } else if (style === "T" || style === "t") {
        el.textContent = hm.format(new Date(t * 1000));
      } else {
        el.textContent = abs.format(new Date(t * 1000));
      }
      el.title = new Date(t * 1000).toISOString();
    }
  }
  show();
  setInterval(show, 1000);
  const url = document.body.dataset.events;
  if (!url || !window.EventSource) return;
  const source = new EventSource(url);
  source.addEventListener("live", function (e) {
    document.getElementById("live").innerHTML = e.data;
    document.body.dataset.seq = e.lastEventId;
    show();
  });
  source.addEventListener("line", function (e) {
    document.getElementById("timeline").insertAdjacentHTML("afterbegin", e.data);
    show();
  });
})();
