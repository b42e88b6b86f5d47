// scorepad serve's service worker (issue 37), served at /sw.js with the
// scope /. It keeps the pages' shell: the assets (cache first) and the
// pages seen (network first, the copy kept when the network is down), an
// offline page for the others. VERSION is a hash of every embedded asset
// (web/pwa.go fills it in): a new scorepad installs a new worker, which
// drops the old caches. A form sent while the network is down is kept
// (offline.js's queue) and the phone's page shown again, saying it waits.
"use strict";
var VERSION = "{{VERSION}}";
var SHELL = {{SHELL}};
var CACHE = "scorepad-" + VERSION;
importScripts("/assets/offline.js?v=" + VERSION);

self.addEventListener("install", function (e) {
  e.waitUntil(caches.open(CACHE).then(function (c) {
    return c.addAll(SHELL.map(function (u) { return new Request(u, { cache: "reload", credentials: "same-origin" }); }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (e) {
  e.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (n) { return n.indexOf("scorepad-") === 0 && n !== CACHE; }).map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});

function isAsset(url) {
  return url.pathname.indexOf("/assets/") === 0 || url.pathname === "/manifest.webmanifest";
}

function isStream(url) {
  return /\/events$/.test(url.pathname); // server-sent events: never kept
}

// keep puts a page's answer in the cache when it is a whole page.
function keep(req, res) {
  var type = res.headers.get("Content-Type") || "";
  if (res.ok && res.type === "basic" && type.indexOf("text/html") === 0) {
    var copy = res.clone();
    caches.open(CACHE).then(function (c) { c.put(req, copy); });
  }
  return res;
}

// queued keeps a form whose sending failed and answers with its page.
function queued(req, body) {
  var params = new URLSearchParams(body);
  var key = params.get("idem");
  if (!key) {
    key = scorepadQueue.newKey();
    params.set("idem", key);
  }
  var back = req.url.replace(/\/play(\?.*)?$/, "/phone");
  return scorepadQueue.add({ key: key, url: req.url, body: params.toString(), label: "", at: Date.now() }).then(function () {
    self.clients.matchAll().then(function (cs) { cs.forEach(function (c) { c.postMessage("kept"); }); });
    return Response.redirect(back, 303);
  });
}

self.addEventListener("fetch", function (e) {
  var req = e.request;
  var url = new URL(req.url);
  if (url.origin !== self.location.origin || isStream(url)) { return; }
  if (req.method === "POST") {
    if (req.mode !== "navigate") { return; } // offline.js sends its kept moves itself
    e.respondWith(req.clone().text().then(function (body) {
      return fetch(req).catch(function () {
        if (new URLSearchParams(body).get("moves") === null) { throw new Error("offline"); } // not a move
        return queued(req, body);
      });
    }));
    return;
  }
  if (req.method !== "GET") { return; }
  if (isAsset(url)) {
    e.respondWith(caches.match(req, { ignoreSearch: false }).then(function (hit) {
      return hit || fetch(req).then(function (res) {
        if (res.ok) { var copy = res.clone(); caches.open(CACHE).then(function (c) { c.put(req, copy); }); }
        return res;
      });
    }));
    return;
  }
  if (req.mode === "navigate" || (req.headers.get("Accept") || "").indexOf("text/html") >= 0) {
    e.respondWith(fetch(req).then(function (res) { return keep(req, res); }).catch(function () {
      return caches.match(req).then(function (hit) { return hit || caches.match("/offline"); });
    }));
  }
});
