//go:build !js

package scenes

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/ai/kpecoach"
	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/i18n"
	"tavola/render"
	"tavola/rules/kpe"
	"tavola/session"
)

// coachRig shows a Kpé endgame that small tables solve, South a person
// and North the AI, with the tables loaded.
func coachRig(t *testing.T) (*rig, *play, *kpesolve.Tables) {
	t.Helper()
	tab, err := kpesolve.SmallTables(6)
	if err != nil {
		t.Fatal(err)
	}
	deps := DefaultDeps()
	deps.KpeTables = kpetables.Loaded(tab, "/test/kpe.tbl")
	deps.NewCoach = session.LocalCoach(deps.KpeTables)
	r := newRig(t, Options{Deps: deps})
	g := kpe.New()
	if err := g.SetPosition("2,0,1,1/0,1,1,0 S ABCD abcd 22 20"); err != nil {
		t.Fatal(err)
	}
	s, err := session.New(g, [2]session.Seat{{}, {AI: true, Level: 1}}, r.app.deps.NewSearch, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlayFrom(r.app, s)
	r.app.scene = p
	r.frames(2)
	return r, p, tab
}

// waitCoach runs the app until the coach's rating shown is the final one.
func waitCoach(t *testing.T, r *rig, p *play) kpecoach.Rating {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		r.frames(1)
		if res := p.coach.Last(); res.Done {
			return res
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the coach never finished")
	return kpecoach.Rating{}
}

// TestCoachShowsEachPitsExactValue turns the coach on with C and checks
// each pit's note against the solver: the final score difference with
// best play after sowing it, captures included, and the caption.
func TestCoachShowsEachPitsExactValue(t *testing.T) {
	r, p, tab := coachRig(t)
	if p.coach.Last().Moves != nil {
		t.Fatal("the coach works while off")
	}
	r.in.key(VerbCoach)
	r.settle()
	if !r.app.set.Coach {
		t.Fatal("C did not turn the coach on")
	}
	res := waitCoach(t, r, p)
	g := p.sess.Game().(*kpe.Game)
	root, history, lead := kpesolve.FromGame(g)
	want := (&kpesolve.Searcher{Src: tab}).MoveValues(root, history)
	if len(res.Moves) != len(want) || len(want) == 0 {
		t.Fatalf("coach rated %d moves, want %d", len(res.Moves), len(want))
	}
	k := coachNotes(r.app, res)
	for _, m := range want {
		if !m.Exact() {
			t.Fatalf("the solver left pit %d open", m.Pit)
		}
		pit := int(kpesolve.Action(m.Pit, g.ToMove()))
		if note := k.Notes[pit]; note != signed(lead+m.Lo) {
			t.Errorf("pit %s: note %q, the value is %d", kpe.PitName(pit), note, lead+m.Lo)
		}
		tone := render.CoachDraw
		switch v := lead + m.Lo; {
		case v > 0:
			tone = render.CoachWin
		case v < 0:
			tone = render.CoachLoss
		}
		if k.Tones[pit] != tone {
			t.Errorf("pit %s: tone %d, want %d", kpe.PitName(pit), k.Tones[pit], tone)
		}
	}
	if k.Caption != r.app.t(i18n.CoachExact) {
		t.Errorf("caption %q", k.Caption)
	}
	// Off again: the notes go.
	r.in.key(VerbCoach)
	r.settle()
	r.frames(2)
	if r.app.set.Coach || p.coach.Last().Moves != nil {
		t.Fatal("C did not turn the coach off")
	}
}

func TestCoachNotesSayWhetherTheyAreExact(t *testing.T) {
	r, _, _ := coachRig(t)
	res := kpecoach.Rating{Moves: []kpesolve.MoveValue{{Pit: 0, Lo: 2, Hi: 2}, {Pit: 1, Lo: -4, Hi: 2}, {Pit: 3, Lo: -6, Hi: -2}},
		Lead: 2, Done: true}
	k := coachNotes(r.app, res)
	if k.Notes[0] != "+4" || k.Notes[1] != "−2…+4" || k.Notes[3] != "−4…0" || k.Notes[2] != "" {
		t.Errorf("notes %q", k.Notes)
	}
	if k.Tones[0] != render.CoachWin || k.Tones[1] != render.CoachOpen || k.Tones[3] != render.CoachOpen {
		t.Errorf("tones %v", k.Tones)
	}
	if k.Caption != r.app.t(i18n.CoachBounds) {
		t.Errorf("caption %q", k.Caption)
	}
	res.Done = false
	if k := coachNotes(r.app, res); k.Caption != r.app.t(i18n.CoachSearching) {
		t.Errorf("caption while searching %q", k.Caption)
	}
}

func TestCoachSettingSaysWhereTheTablesComeFrom(t *testing.T) {
	r, _, _ := coachRig(t)
	if s := coachStatus(r.app); !strings.Contains(s, "/test/kpe.tbl") {
		t.Errorf("the coach's setting %q does not say where the tables come from", s)
	}
	l := kpesolve.NewLayers(4)
	if err := l.Build(nil); err != nil {
		t.Fatal(err)
	}
	r.app.deps.KpeTables = kpetables.Loaded(l, "")
	if s, want := coachStatus(r.app), fmt.Sprintf(r.app.t(i18n.CoachSolved), 4); !strings.HasSuffix(s, " · "+want) {
		t.Errorf("tables solved at start: the coach's setting %q, want it to end with %q", s, want)
	}
}

// TestCoachDrawsItsNotes compares the board with the coach on and off
// (the notes change the pixels by the pits of the person to move) and
// saves the screen as scene-kpe-coach.png when TAVOLA_SCREENSHOTS is set.
func TestCoachDrawsItsNotes(t *testing.T) {
	r, p, _ := coachRig(t)
	w, h := 1280, 800
	r.app.SetSize(w, h)
	r.screen = ebiten.NewImage(w, h)
	r.frames(3)
	off := image.NewRGBA(image.Rect(0, 0, w, h))
	r.screen.ReadPixels(off.Pix)
	r.in.key(VerbCoach)
	r.settle()
	waitCoach(t, r, p)
	r.frames(3)
	on := image.NewRGBA(image.Rect(0, 0, w, h))
	r.screen.ReadPixels(on.Pix)
	kv := p.view.(*render.KpeView)
	for pit := range 4 { // South's pits: notes just above them
		x, y := kv.PitCenter(pit)
		changed := false
		for dy := -0.6; dy < -0.3 && !changed; dy += 0.02 {
			i := on.PixOffset(int(x), int(y+dy*kv.Unit()))
			changed = !bytes.Equal(on.Pix[i:i+4], off.Pix[i:i+4])
		}
		if !changed && len(p.coach.Last().Moves) > 0 && p.coach.Last().Moves[0].Pit >= 0 {
			legal := false
			for _, m := range p.coach.Last().Moves {
				legal = legal || m.Pit == pit
			}
			if legal {
				t.Errorf("pit %s: no note drawn above it", kpe.PitName(pit))
			}
		}
	}
	if dir := os.Getenv("TAVOLA_SCREENSHOTS"); dir != "" {
		f, err := os.Create(filepath.Join(dir, "scene-kpe-coach.png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, on); err != nil {
			t.Fatal(err)
		}
	}
}
