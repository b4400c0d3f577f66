class a($x $y) { }
