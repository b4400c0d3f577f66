class foo { }
foo { 'x': }
