class c { }
Class["c"] { tag => "x" }
