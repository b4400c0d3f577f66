class a( { }
