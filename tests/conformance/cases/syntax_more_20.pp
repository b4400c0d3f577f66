function f($a { }
