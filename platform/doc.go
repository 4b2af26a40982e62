// Package platform is the machine's side of the app, one implementation
// natively and one in the browser (files _js.go): the clipboard, the web
// page's share links, downloads and uploads (Links), the page's attributes
// (Page), the canvas's zoom and resolution (Canvas), the presses the
// browser's polled input misses (Presses), the files dropped on the window
// (Drops) and screenshots. The screens (package scenes) never import it:
// they declare the small interfaces they need, and main wires these.
package platform
