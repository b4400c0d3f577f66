node 'a' inherits 'b' { }
