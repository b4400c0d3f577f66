class a($title) { }
