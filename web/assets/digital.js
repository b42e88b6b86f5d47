// scorepad serve: digital dice on a phone. Each tap is the form's own
// submission, sent without leaving the page; the answer's live part takes
// the place of the page's. P10's seconds are counted down here for the
// eye only: the server decided the deadline and writes the box itself.
(function () {
  "use strict";
  var root = document.getElementById("live");
  if (!root || !window.fetch || !window.FormData) { return; }
  var chain = Promise.resolve(); // taps are sent one after the other, none lost

  document.addEventListener("submit", function (e) {
    var form = e.target;
    if (form.id !== "digital-form") { return; }
    e.preventDefault();
    var data = new FormData(form);
    if (e.submitter && e.submitter.name) { data.append(e.submitter.name, e.submitter.value); }
    var body = new URLSearchParams(data);
    chain = chain.then(function () {
      return fetch(form.action, { method: "POST", body: body, credentials: "same-origin" })
        .then(function (r) { return r.text(); })
        .then(function (html) {
          var doc = new DOMParser().parseFromString(html, "text/html");
          var live = doc.getElementById("live");
          if (live) { root.innerHTML = live.innerHTML; } else { document.documentElement.innerHTML = html; }
        })
        .catch(function () { location.reload(); });
    });
  });

  setInterval(function () {
    var spans = document.querySelectorAll(".countdown .left");
    for (var i = 0; i < spans.length; i++) {
      var span = spans[i];
      if (!span.dataset.end) { span.dataset.end = String(Date.now() + Number(span.textContent) * 1000); }
      span.textContent = String(Math.max(0, Math.ceil((Number(span.dataset.end) - Date.now()) / 1000)));
    }
  }, 200);
})();
