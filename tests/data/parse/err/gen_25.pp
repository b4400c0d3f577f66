define Bar() { }
