function f { }
