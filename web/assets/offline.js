// scorepad serve: moves kept on the phone while the network is down
// (issue 37). A form marked data-offline gets a random key (idem) when it
// is first sent, kept with it: sent twice, it is applied once (the server
// records the key with the move). Sent without a network, the form is kept
// here (IndexedDB), shown as waiting, and sent when the network returns;
// the server's answer is shown then: saved, already saved, or refused in
// words when the game moved on meanwhile. The service worker (sw.js) loads
// this file too, for the queue, and keeps a form whose sending failed.
var scorepadQueue = (function () {
  "use strict";
  var opening = null;

  function open() {
    if (!opening) {
      opening = new Promise(function (resolve, reject) {
        var req = indexedDB.open("scorepad", 1);
        req.onupgradeneeded = function () { req.result.createObjectStore("moves", { keyPath: "key" }); };
        req.onsuccess = function () { resolve(req.result); };
        req.onerror = function () { opening = null; reject(req.error); };
      });
    }
    return opening;
  }

  function run(mode, fn) {
    return open().then(function (db) {
      return new Promise(function (resolve, reject) {
        var tx = db.transaction("moves", mode);
        var out = fn(tx.objectStore("moves"));
        tx.oncomplete = function () { resolve(out && out.result); };
        tx.onerror = function () { reject(tx.error); };
      });
    });
  }

  // newKey is 128 random bits, letters, digits, - and _ (the server's
  // ValidMoveKey); crypto.getRandomValues works without https.
  function newKey() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    var s = "";
    for (var i = 0; i < b.length; i++) { s += String.fromCharCode(b[i]); }
    return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  return {
    newKey: newKey,
    // add keeps a move: {key, url, body, label, at}; the same key once.
    add: function (m) { return run("readwrite", function (s) { return s.put(m); }); },
    all: function () { return run("readonly", function (s) { return s.getAll(); }).then(function (a) { return a || []; }); },
    remove: function (key) { return run("readwrite", function (s) { return s.delete(key); }); }
  };
})();

(function () {
  "use strict";
  if (typeof document === "undefined") { return; } // the service worker

  // a table wider than the phone scrolls in its own box: the keyboard
  // can reach it (and scroll it) too
  function scrollable() {
    document.querySelectorAll("table, .sheets, pre").forEach(function (el) {
      if (el.scrollWidth > el.clientWidth + 1 && !el.hasAttribute("tabindex") && getComputedStyle(el).overflowX !== "visible") {
        el.setAttribute("tabindex", "0");
      }
    });
  }
  scrollable();
  window.addEventListener("resize", scrollable);


  var box = document.getElementById("pending");
  var announce = document.getElementById("announce");
  if (!box || !window.indexedDB) { return; }
  function word(name) { return box.getAttribute("data-" + name) || ""; }

  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
  }

  // say puts text in the page's live region (read by screen readers) and
  // in the waiting box.
  function say(text, refused) {
    var p = document.createElement("p");
    p.className = refused ? "refused" : "saved";
    p.textContent = text;
    var old = box.querySelector("p.answer");
    if (old) { old.remove(); }
    p.classList.add("answer");
    box.appendChild(p);
    box.hidden = false;
    if (announce) { announce.textContent = text; }
  }

  // show draws the moves waiting on this phone.
  function show() {
    return scorepadQueue.all().then(function (moves) {
      var list = box.querySelector("ul.waiting");
      if (list) { list.remove(); }
      var head = box.querySelector("p.waiting");
      if (head) { head.remove(); }
      if (!moves.length) {
        box.hidden = !box.querySelector("p.answer");
        return moves;
      }
      head = document.createElement("p");
      head.className = "waiting";
      head.textContent = word("waiting");
      list = document.createElement("ul");
      list.className = "waiting";
      moves.forEach(function (m) {
        var li = document.createElement("li");
        li.textContent = "⏳ " + (m.label || m.url);
        list.appendChild(li);
      });
      box.insertBefore(list, box.firstChild);
      box.insertBefore(head, list);
      box.hidden = false;
      return moves;
    });
  }

  function keyOf(form) {
    var f = form.querySelector("input[name=idem]");
    if (!f) {
      f = document.createElement("input");
      f.type = "hidden";
      f.name = "idem";
      f.value = scorepadQueue.newKey();
      form.appendChild(f);
    }
    return f.value;
  }

  function labelOf(form, submitter) {
    var parts = [];
    var legend = form.querySelector("legend");
    if (legend) { parts.push(legend.textContent.trim()); }
    var typed = form.querySelector("input.answer");
    if (typed && typed.value) { parts.push(typed.value); }
    form.querySelectorAll("input[type=checkbox]:checked").forEach(function (c) {
      var l = c.closest("label");
      parts.push(l ? l.textContent.trim() : c.value);
    });
    if (submitter && submitter.textContent.trim()) { parts.push(submitter.textContent.trim()); }
    return parts.join(" · ");
  }

  document.addEventListener("submit", function (e) {
    var form = e.target;
    if (!form.hasAttribute || !form.hasAttribute("data-offline")) { return; }
    var key = keyOf(form);
    if (navigator.onLine !== false) { return; } // sent as usual (the service worker keeps it if that fails)
    e.preventDefault();
    var data = new FormData(form, e.submitter || undefined);
    var body = new URLSearchParams(data).toString();
    scorepadQueue.add({ key: key, url: form.action, body: body, label: labelOf(form, e.submitter), at: Date.now() }).then(function () {
      form.querySelectorAll("button, input, select").forEach(function (c) { c.disabled = true; });
      return show();
    }).then(function () {
      if (announce) { announce.textContent = word("waiting"); }
    });
  });

  function textOf(doc) {
    var n = doc.querySelector("#notice") || doc.querySelector(".refused") || doc.querySelector("main");
    return n ? n.textContent.trim() : "";
  }

  function samePage(url) {
    var live = document.getElementById("live");
    var phone = function (p) { return p.replace(/\/play$/, "/phone"); }; // the page a form answered is its phone's
    return live && live.getAttribute("data-view") === "phone" && phone(location.pathname) === phone(new URL(url, location.href).pathname);
  }

  // send sends one kept move and shows the server's answer.
  function send(m) {
    return fetch(m.url, {
      method: "POST", body: m.body, credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Scorepad-Replay": "1" }
    }).then(function (res) {
      return res.text().then(function (html) {
        return scorepadQueue.remove(m.key).then(function () {
          var doc = new DOMParser().parseFromString(html, "text/html");
          if (res.redirected && /[?&]saved=/.test(res.url)) {
            say(word("saved") + " " + (m.label || ""), false);
            if (samePage(m.url)) { location.assign(res.url); }
            return;
          }
          if (res.headers.get("Scorepad-Move") === "already-saved") {
            say(textOf(doc), false);
          } else if (res.ok) {
            say(word("sent"), false); // the form asks more: its next question
          } else {
            var t = textOf(doc);
            say(t.indexOf(word("refused")) === 0 ? t : word("refused") + " " + t, true);
          }
          var next = doc.getElementById("live");
          var live = document.getElementById("live");
          if (next && live && samePage(m.url)) {
            live.innerHTML = next.innerHTML;
            live.setAttribute("data-version", next.getAttribute("data-version") || "");
          }
        });
      });
    }, function () { return "kept"; }); // still no network: kept for the next try
  }

  var flushing = false;
  function flush() {
    if (flushing || navigator.onLine === false) { return; }
    flushing = true;
    scorepadQueue.all().then(function (moves) {
      if (moves.length) { box.hidden = false; if (announce) { announce.textContent = word("sending"); } }
      return moves.reduce(function (p, m) { return p.then(function () { return send(m); }); }, Promise.resolve());
    }).then(show, show).then(function () { flushing = false; }, function () { flushing = false; });
  }

  window.addEventListener("online", flush);
  window.addEventListener("offline", function () { if (announce) { announce.textContent = word("offline"); } });
  navigator.serviceWorker && navigator.serviceWorker.addEventListener && navigator.serviceWorker.addEventListener("message", function (e) {
    if (e.data === "kept") { show(); }
  });
  setInterval(function () { scorepadQueue.all().then(function (m) { if (m.length) { flush(); } }); }, 15000);
  show().then(flush);

  // whose turn: the status line said again in the live region when it
  // changes (the live part of the page is drawn anew at every move).
  var live = document.getElementById("live");
  if (live && announce && window.MutationObserver) {
    var statusText = function () { var s = live.querySelector(".status p"); return s ? s.textContent.trim() : ""; };
    var before = statusText();
    new MutationObserver(function () {
      var now = statusText();
      if (now && now !== before) { before = now; announce.textContent = now; }
    }).observe(live, { childList: true, subtree: true });
  }
})();
