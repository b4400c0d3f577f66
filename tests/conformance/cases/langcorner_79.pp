class a { /foo/ } include a
