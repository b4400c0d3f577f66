class a($x,) { }
