/* Shared helpers of the front-end components (OpenUIKitFrontEnd.util). */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};
  ns.util = {
    EPS: 1e-6, // Timeline.timeTolerance: times closer than this are the same instant
    // Index of the last pair [frame, value] whose frame <= f, or -1.
    keyAt: function (arr, f) {
      var lo = 0, hi = arr.length / 2 - 1, k = -1;
      while (lo <= hi) {
        var mid = (lo + hi) >> 1;
        if (arr[2 * mid] <= f) { k = mid; lo = mid + 1; } else { hi = mid - 1; }
      }
      return k;
    },
    // Number of sorted values <= x.
    countUpTo: function (values, x) {
      var lo = 0, hi = values.length;
      while (lo < hi) { var mid = (lo + hi) >> 1; if (values[mid] <= x) lo = mid + 1; else hi = mid; }
      return lo;
    },
    plainRect: function (r) {
      return { x: r.x, y: r.y, width: r.width, height: r.height, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    },
    fmt: function (t) { return t.toFixed(3); }
  };
})();
