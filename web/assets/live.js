// scorepad serve: the live part of a page follows the game through
// server-sent events. Without JavaScript the page is whole; reload it.
(function () {
  "use strict";
  var root = document.getElementById("live");
  if (!root || !window.EventSource) { return; }
  var base = root.getAttribute("data-events");
  var last = root.getAttribute("data-version");
  var source = null;

  // pristine: the entry form has nothing of the player's in it yet, so
  // the new position's form can take its place.
  function pristine() {
    var form = document.getElementById("entry-form");
    if (!form) { return true; }
    if (form.getAttribute("data-start") !== "1") { return false; }
    var fields = form.querySelectorAll("input.answer, input[type=checkbox]");
    for (var i = 0; i < fields.length; i++) {
      var f = fields[i];
      if (f.type === "checkbox" ? f.checked !== f.defaultChecked : f.value !== f.defaultValue) { return false; }
    }
    return true;
  }

  function apply(html) {
    if (root.getAttribute("data-view") !== "phone" || pristine()) {
      root.innerHTML = html;
      return;
    }
    // the player is entering: everything but the form follows the game,
    // and the form says it is for the position before.
    var next = document.createElement("div");
    next.innerHTML = html;
    var parts = next.children;
    for (var i = parts.length - 1; i >= 0; i--) {
      var part = parts[i];
      if (!part.id || part.id === "entry") { continue; }
      var old = document.getElementById(part.id);
      if (old) { old.replaceWith(part); }
    }
    var moved = document.getElementById("moved");
    var entry = document.getElementById("entry");
    if (moved) {
      if (entry) { entry.insertBefore(moved, entry.firstChild); } // where the player looks
      moved.hidden = false;
    }
  }

  function connect() {
    source = new EventSource(base + "&v=" + encodeURIComponent(last));
    source.addEventListener("live", function (e) {
      if (e.lastEventId) { last = e.lastEventId; }
      root.setAttribute("data-version", last);
      apply(e.data);
    });
    source.onerror = function () {
      // the browser reconnects by itself (sending Last-Event-ID); when it
      // gave up, start again with the version shown
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        setTimeout(connect, 2000);
      }
    };
  }
  connect();
})();
