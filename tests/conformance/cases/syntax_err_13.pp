class foo( { }
