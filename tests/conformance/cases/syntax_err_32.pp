function f( { }
