package ui

import "testing"

func TestScreenPlacesHeadingSubtitleAndBodyDownwardInsideTheMargins(t *testing.T) {
	for _, s := range []Screen{NewScreen(1280, 800), NewScreen(560, 780), NewScreen(320, 480)} {
		for _, head := range []float64{Display, Heading, Subheading} {
			h := s.Head(head)
			if h.X != s.W/2 || h.W != s.W-2*Margin*s.Un || h.Size != head*s.Un {
				t.Errorf("%v: heading %v: %+v, want centred inside the margins", s, head, h)
			}
			if top := h.Y - h.Size/2; top < s.Un {
				t.Errorf("%v: heading %v starts %.1f px down, above the top", s, head, top)
			}
			sub := s.Sub(head, Small)
			if sub.Y-sub.Size/2 < h.Y+h.Size/2*0.8 {
				t.Errorf("%v: the subtitle at %.1f overlaps the heading %v at %.1f", s, sub.Y, head, h.Y)
			}
			if b := s.Below(head, Small); b < sub.Y+sub.Size/2 {
				t.Errorf("%v: the body at %.1f starts inside the subtitle at %.1f", s, b, sub.Y)
			}
			if b := s.Below(head, 0); b < h.Y+h.Size/2 {
				t.Errorf("%v: the body at %.1f starts inside heading %v at %.1f", s, b, head, h.Y)
			}
		}
		top := s.Below(Display, 0)
		if m := s.MenuArea(top, Margin); m.Y != top || m.Y+m.H != s.H-Margin*s.Un || m.W != s.W {
			t.Errorf("%v: menu area %v", s, m)
		}
		if b := s.Box(top, top+s.U(1), 10); b.H != s.U(10) || b.X != s.U(Margin) || b.W != s.Inner() {
			t.Errorf("%v: a box too short keeps its least height inside the margins: %v", s, b)
		}
	}
}

func TestAPanelsHeadingStaysInsideIt(t *testing.T) {
	s := NewScreen(1280, 800)
	b := Rect{X: 300, Y: 100, W: 500, H: 400}
	for _, al := range []Align{AlignCenter, AlignLeft} {
		l := s.PanelHead(b, Subheading, al)
		if l.Y-l.Size/2 < b.Y || l.W > b.W || l.X < b.X || l.X > b.X+b.W {
			t.Errorf("align %d: %+v outside the panel %v", al, l, b)
		}
	}
	if l := s.PanelHead(b, Heading, AlignLeft); l.X != b.X+PanelPad*s.Un {
		t.Errorf("a left heading at x %.1f, want %.1f", l.X, b.X+PanelPad*s.Un)
	}
}
