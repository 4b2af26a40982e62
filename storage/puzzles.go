package storage

import (
	"errors"
	"fmt"
	"time"

	"tavola/puzzles"
)

// puzzlesKey is the store key of the player's puzzle progress.
const puzzlesKey = "puzzles"

// LoadPuzzles reads the player's puzzle progress: a new player's when
// there is none. Progress it cannot read is moved aside (MoveAside), never
// read again nor lost, and a new player's returned with the error and
// where it went ("" when it could not be moved aside, which the error then
// says too), for the screens to tell.
func (k *Keeper) LoadPuzzles() (pr *puzzles.Progress, where string, err error) {
	b, err := k.store.Load(puzzlesKey)
	if errors.Is(err, ErrNotFound) {
		return puzzles.NewProgress(), "", nil
	}
	if err == nil {
		if pr, err = puzzles.ReadProgress(b); err == nil {
			return pr, "", nil
		}
	}
	to, merr := MoveAside(k.store, puzzlesKey, time.Now())
	if merr != nil {
		return puzzles.NewProgress(), "", fmt.Errorf("%w; moving it aside: %w", err, merr)
	}
	return puzzles.NewProgress(), k.store.Where(to), err
}

// KeepPuzzles writes the player's puzzle progress (whole or not at all:
// Store.Save); the error, when the store fails, is for the player, and the
// next KeepPuzzles tries again.
func (k *Keeper) KeepPuzzles(pr *puzzles.Progress) error {
	b, err := pr.Marshal()
	if err != nil {
		return fmt.Errorf("storage: puzzles: %w", err)
	}
	return k.store.Save(puzzlesKey, b)
}
