class a { }
contain a
