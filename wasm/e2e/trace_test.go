//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// traceEvent is one event of Chromium's trace (the JSON trace format).
type traceEvent struct {
	Name string          `json:"name"`
	Ph   string          `json:"ph"`
	Dur  float64         `json:"dur"`  // µs, wall clock
	TDur float64         `json:"tdur"` // µs, the thread's processor time
	Pid  int             `json:"pid"`
	Tid  int             `json:"tid"`
	Args json.RawMessage `json:"args"`
}

// traceFor records d of Chromium's trace (every process) and returns the
// processor time of the busiest events per second, by thread and name:
// where the frames go. Nested events count in their parents too.
func traceFor(t *testing.T, ctx context.Context, d time.Duration) string {
	t.Helper()
	data := chromedp.Events(ctx, tracing.DataCollected)
	complete := chromedp.Events(ctx, tracing.TracingComplete)
	cats := []string{"toplevel", "gpu", "gpu.service", "viz", "cc", "blink", "v8", "disabled-by-default-gpu.service"}
	if _, err := chromedp.Run(ctx, chromedp.Action[chromedp.Void](func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{TransferMode: "ReportEvents",
			TraceConfig: &tracing.TraceConfig{IncludedCategories: cats}})
		return chromedp.Void{}, err
	})); err != nil {
		t.Fatalf("tracing: %v", err)
	}
	sleep(t, ctx, d)
	if _, err := chromedp.Run(ctx, chromedp.Action[chromedp.Void](func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return chromedp.Void{}, err
	})); err != nil {
		t.Fatalf("tracing: %v", err)
	}
	var mu sync.Mutex
	var evs []traceEvent
	go func() {
		for dc, err := range data {
			if err != nil {
				return
			}
			mu.Lock()
			for _, v := range dc.Value {
				var e traceEvent
				if json.Unmarshal(v, &e) == nil {
					evs = append(evs, e)
				}
			}
			mu.Unlock()
		}
	}()
	for _, err := range complete {
		if err != nil {
			t.Fatalf("tracing: %v", err)
		}
		break
	}
	sleep(t, ctx, 500*time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	names := map[[2]int]string{}
	for _, e := range evs {
		if e.Ph == "M" && e.Name == "thread_name" {
			var a struct{ Name string }
			json.Unmarshal(e.Args, &a)
			names[[2]int{e.Pid, e.Tid}] = a.Name
		}
	}
	sum, wall := map[string]float64{}, map[string]float64{}
	for _, e := range evs {
		if e.Ph == "X" {
			k := names[[2]int{e.Pid, e.Tid}] + " " + e.Name
			sum[k] += e.TDur
			wall[k] += e.Dur
		}
	}
	keys := make([]string, 0, len(sum))
	for k := range sum {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return wall[keys[i]] > wall[keys[j]] })
	var b strings.Builder
	for _, k := range keys[:min(30, len(keys))] {
		fmt.Fprintf(&b, "\n  %7.1f ms/s CPU %7.1f ms/s wall  %s", sum[k]/1000/d.Seconds(), wall[k]/1000/d.Seconds(), k)
	}
	return b.String()
}
